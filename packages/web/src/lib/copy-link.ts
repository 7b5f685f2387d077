import { toast } from './toast';

/** Copies an address (the current page's by default) and confirms with the given toast text. */
export async function copyCurrentLink(message: string, href = window.location.href): Promise<void> {
  try {
    await navigator.clipboard.writeText(href);
    toast.success(message);
  } catch {
    toast.error('Could not copy the link. Copy it from the address bar instead.');
  }
}
