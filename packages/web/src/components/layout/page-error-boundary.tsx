import { APP_MESSAGES } from '@scoreline/shared';
import { Component, type ReactNode } from 'react';
import { t } from '../../lib/i18n';
import { buttonClass } from '../ui/button';

type Props = { children: ReactNode; resetKey?: string; reload?: () => void };

/**
 * A page that throws while rendering, or whose code chunk fails to load (a deploy removed the old one), shows
 * this card in its place instead of blanking the app: the header and navigation stay usable. A new `resetKey`
 * (the layout passes the path) tries again; it is not a React key, so a navigation still keeps the old page on
 * screen while the new one loads.
 */
export class PageErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const reload = this.props.reload ?? (() => window.location.reload());
    return (
      <section role="alert" className="card mx-4 my-8 flex max-w-md sm:mx-auto flex-col items-center gap-3 p-8 text-center">
        <h1 className="text-lg font-semibold">{t(APP_MESSAGES.pageFailed)}</h1>
        <p className="text-muted">{t(APP_MESSAGES.pageFailedDetail)}</p>
        <button type="button" className={buttonClass('primary')} onClick={reload}>
          {t(APP_MESSAGES.pageFailedAction)}
        </button>
      </section>
    );
  }
}
