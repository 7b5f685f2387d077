import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';

const WIDTHS = { narrow: 'max-w-md', medium: 'max-w-4xl', wide: 'max-w-6xl' } as const;

/** A page: sets the tab title and lays out the content column (`medium`: one column of score cards). */
export function Page({ title, children, width = 'wide' }: { title: string; children: ReactNode; width?: keyof typeof WIDTHS }) {
  useDocumentTitle(title);
  return <main className={`mx-auto w-full px-3 py-6 sm:px-4 ${WIDTHS[width]}`}>{children}</main>;
}
