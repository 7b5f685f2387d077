import { t } from './i18n';
import { toast } from './toast';

/**
 * Copies an address (the current page's by default) and confirms with the given toast text; `failed` says where
 * else the address can be copied from (the address bar, for the current page's).
 */
export async function copyCurrentLink(
  message: string,
  href = window.location.href,
  failed = t('Could not copy the link. Copy it from the address bar instead.'),
): Promise<void> {
  try {
    await navigator.clipboard.writeText(href);
    toast.success(message);
  } catch {
    toast.error(failed);
  }
}
