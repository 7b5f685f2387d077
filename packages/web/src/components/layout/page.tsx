import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';

/** A page: sets the tab title and lays out the content column. */
export function Page({ title, children, width = 'wide' }: { title: string; children: ReactNode; width?: 'narrow' | 'wide' }) {
  useDocumentTitle(title);
  return <main className={`mx-auto w-full px-3 py-6 sm:px-4 ${width === 'narrow' ? 'max-w-md' : 'max-w-6xl'}`}>{children}</main>;
}
