import { type ExternalLeague, FOLLOW_MESSAGES } from '@scoreline/shared';
import type { ReactNode } from 'react';
import { SectionSpinner } from '../../../components/layout/page-states';
import { useCompetitions } from '../../../lib/competitions-query';
import { t } from '../../../lib/i18n';

/** Renders `children` with the competitions the server offers once they are loaded; a spinner, or the failure, before. */
export function WithCompetitions({ children }: { children: (competitions: ExternalLeague[]) => ReactNode }) {
  const { data, error, isPending } = useCompetitions();
  if (isPending) return <SectionSpinner label={t(FOLLOW_MESSAGES.loading)} />;
  if (error) return <p className="text-sm text-red-600 dark:text-red-400">{t(FOLLOW_MESSAGES.loadFailed)}</p>;
  return <>{children(data.competitions)}</>;
}
