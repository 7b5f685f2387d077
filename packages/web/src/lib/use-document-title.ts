import { PRODUCT_NAME } from '@scoreline/shared';
import { useEffect } from 'react';

/** Sets the tab title to "{title} | Scoreline" (just "Scoreline" without a title). */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
