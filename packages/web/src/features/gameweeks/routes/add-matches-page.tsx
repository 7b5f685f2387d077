import { POLICY_MESSAGES, createGameweekError } from '@scoreline/shared';
import { Undo2, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { Page } from '../../../components/layout/page';
import { NoAccess, PageSpinner } from '../../../components/layout/page-states';
import { Pill } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { IconButton } from '../../../components/ui/icon-button';
import { DateTimeField } from '../../../components/ui/date-time-field';
import { errorMessage } from '../../../lib/api-client';
import { useEditGameweekMatches, useGameweek } from '../api/gameweeks';
import { MatchAdder } from '../components/match-adder';
import { type PickedMatch, PickedMatchItem, toNewMatch } from '../components/picked-match';
import { TeamsTwiceWarning } from '../components/teams-twice-warning';

export function AddMatchesPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: gameweek, isPending } = useGameweek(id);
  const edit = useEditGameweekMatches(id);
  const [deadlineValue, setDeadlineValue] = useState<Date | null | undefined>(undefined);
  const [added, setAdded] = useState<PickedMatch[]>([]);
  const [removed, setRemoved] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);

  if (isPending) return <PageSpinner label="Loading gameweek" />;
  if (!gameweek || !gameweek.viewer.isAdmin) return <NoAccess />;
  if (!gameweek.viewer.canEditMatches) return <NoAccess message={POLICY_MESSAGES.matchesLocked} />;

  const deadline = deadlineValue === undefined ? new Date(gameweek.deadline) : deadlineValue;
  const toggleAdded = (match: PickedMatch) =>
    setAdded((current) => (current.some((m) => m.key === match.key) ? current.filter((m) => m.key !== match.key) : [...current, match]));
  const toggleRemoved = (matchId: string) =>
    setRemoved((current) => {
      const next = new Set(current);
      if (next.has(matchId)) next.delete(matchId);
      else next.add(matchId);
      return next;
    });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const kept = gameweek!.matches.filter((match) => !removed.has(match.id));
    const times = [...kept.map((match) => match.matchTime), ...added.map((match) => match.time)];
    const problem = createGameweekError(
      { deadline: deadline?.toISOString() ?? null, matches: times.map((time) => ({ time })) },
      new Date(),
    );
    if (problem || !deadline) return setError(problem);
    setError(null);
    try {
      await edit.mutateAsync({
        deadline: deadline.toISOString(),
        add: added.map(toNewMatch),
        remove: [...removed],
      });
      toast.success('Gameweek updated!');
      navigate(`/gameweek/${id}`);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    <Page title={`Gameweek ${gameweek.weekNumber}: matches`}>
      <form onSubmit={onSubmit} noValidate className="card mx-auto max-w-3xl space-y-6 p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <h1 className="text-2xl font-bold">Gameweek {gameweek.weekNumber}</h1>
          <Link to={`/gameweek/${id}`} className="text-sm text-[var(--color-brand)] hover:underline">
            Back to the gameweek
          </Link>
        </div>
        <DateTimeField label="Deadline" min={new Date()} value={deadline} onChange={setDeadlineValue} />
        <MatchAdder
          deadline={deadline}
          picked={added}
          onToggle={toggleAdded}
          onAddCustom={(match) => setAdded((current) => [...current, match])}
        />
        <section aria-labelledby="list-heading">
          <h2 id="list-heading" className="mb-2 font-semibold">
            Matches ({gameweek.matches.length - removed.size + added.length})
          </h2>
          <ul className="divide-y divide-[var(--border)]">
            {gameweek.matches.map((match) => {
              const queued = removed.has(match.id);
              const label = `${match.homeTeam} vs ${match.awayTeam}`;
              return (
                <PickedMatchItem key={match.id} label={label} time={match.matchTime} struck={queued}>
                  {queued && <span className="text-xs font-semibold text-red-600">Will be removed</span>}
                  <IconButton aria-label={queued ? `Keep ${label}` : `Remove ${label}`} onClick={() => toggleRemoved(match.id)}>
                    {queued ? <Undo2 aria-hidden="true" className="h-4 w-4" /> : <X aria-hidden="true" className="h-4 w-4" />}
                  </IconButton>
                </PickedMatchItem>
              );
            })}
            {added.map((match) => (
              <PickedMatchItem key={match.key} label={match.label} time={match.time}>
                <Pill>New</Pill>
                <IconButton aria-label={`Remove ${match.label}`} onClick={() => toggleAdded(match)}>
                  <X aria-hidden="true" className="h-4 w-4" />
                </IconButton>
              </PickedMatchItem>
            ))}
          </ul>
        </section>
        <TeamsTwiceWarning matches={[...gameweek.matches.filter((match) => !removed.has(match.id)), ...added]} />
        {error && <ErrorBanner message={error} />}
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button
            variant="secondary"
            onClick={() => {
              setAdded([]);
              setRemoved(new Set());
              setDeadlineValue(undefined); // the saved deadline
              setError(null);
            }}
          >
            Cancel Changes
          </Button>
          <Button type="submit" className="flex-1" disabled={edit.isPending}>
            {edit.isPending ? 'Updating...' : 'Update Gameweek'}
          </Button>
        </div>
      </form>
    </Page>
  );
}
