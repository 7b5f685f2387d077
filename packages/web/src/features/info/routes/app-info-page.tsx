import { APP_INFO_POINTS, PRODUCT_NAME } from '@scoreline/shared';
import { CheckCircle2 } from 'lucide-react';
import { Page } from '../../../components/layout/page';

export function AppInfoPage() {
  return (
    <Page title="How it works">
      <article className="card mx-auto max-w-2xl p-6">
        <h1 className="text-2xl font-bold">How {PRODUCT_NAME} works</h1>
        <p className="mt-2 text-muted">Predict the exact score of each match, collect points, and beat your friends.</p>
        <ul className="mt-6 space-y-3">
          {APP_INFO_POINTS.map((point) => (
            <li key={point} className="flex gap-3">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-[var(--color-brand)]" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
        <h2 className="mt-8 text-lg font-semibold">Scoring</h2>
        <p className="mt-2 text-muted">
          With classic scoring an exact score earns 3 points, the right result (home win, draw or away win) earns 1 point, and a wrong
          prediction earns 0. A group can choose its own values instead.
        </p>
      </article>
    </Page>
  );
}
