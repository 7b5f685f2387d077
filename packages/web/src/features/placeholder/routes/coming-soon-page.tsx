import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { Page } from '../../../components/layout/page';
import { buttonClass } from '../../../components/ui/button';

/** A route whose screen arrives with a later feature. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <Page title={title}>
      <section className="card flex flex-col items-center gap-3 p-10 text-center">
        <Construction aria-hidden="true" className="h-10 w-10 text-[var(--color-brand)]" />
        <h1 className="text-2xl font-bold">{title}: coming soon</h1>
        <p className="text-muted">This part of Scoreline is being built.</p>
        <Link to="/" className={buttonClass('secondary')}>
          Go back home
        </Link>
      </section>
    </Page>
  );
}
