import { PRODUCT_NAME } from '@scoreline/shared';
import { useEffect } from 'react';
import { t } from './i18n';

/** Sets the tab title to "{title} | Scoreline" (just "Scoreline" without a title); `title` comes translated. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? t('{title} | Scoreline', { title }) : PRODUCT_NAME;
  }, [title]);
}
