import { toast } from './toast';

/** Copies the current page's address and confirms with the given toast text. */
export async function copyCurrentLink(message: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(window.location.href);
    toast.success(message);
  } catch {
    toast.error('Could not copy the link. Copy it from the address bar instead.');
  }
}
