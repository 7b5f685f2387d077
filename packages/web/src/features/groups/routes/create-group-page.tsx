import {
  CLASSIC_SCORING,
  type CreateGroupInput,
  DEFAULT_SEASON_NAME,
  GROUP_MESSAGES,
  MAX_MEMBERS_DEFAULT,
  type PredictionsClose,
  createGroupError,
  createGroupSchema,
  earliestSeasonEnd,
} from '@scoreline/shared';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Page } from '../../../components/layout/page';
import { Button } from '../../../components/ui/button';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useCreateGroup } from '../api/save-group';
import { type GroupBasics, GroupBasicsFields, numberOrNull } from '../components/group-basics-fields';
import { PredictionsCloseField } from '../components/predictions-close-field';

/** Today in the viewer's time zone, yyyy-mm-dd (the date inputs' format). */
const localToday = () => new Date().toLocaleDateString('en-CA');

export function CreateGroupPage() {
  const navigate = useNavigate();
  const createGroup = useCreateGroup();
  const [basics, setBasics] = useState<GroupBasics>({
    name: '',
    description: '',
    isPublic: true,
    pin: '',
    maxMembers: String(MAX_MEMBERS_DEFAULT),
  });
  const [icon, setIcon] = useState<File | null>(null);
  const [scoringSystem, setScoringSystem] = useState<'classic' | 'custom'>('classic');
  const [points, setPoints] = useState({
    exact: String(CLASSIC_SCORING.exactScorePoints),
    correct: String(CLASSIC_SCORING.correctResultPoints),
    incorrect: String(CLASSIC_SCORING.incorrectPoints),
  });
  const [season, setSeason] = useState({ name: DEFAULT_SEASON_NAME, startDate: '', endDate: '' });
  const [predictionsClose, setPredictionsClose] = useState<PredictionsClose>('deadline');
  const [error, setError] = useState<string | null>(null);

  function input(): CreateGroupInput {
    return {
      name: basics.name,
      description: basics.description,
      scoringSystem,
      exactScorePoints: numberOrNull(points.exact),
      correctResultPoints: numberOrNull(points.correct),
      incorrectPoints: numberOrNull(points.incorrect),
      isPublic: basics.isPublic,
      pin: basics.isPublic ? null : basics.pin,
      maxMembers: numberOrNull(basics.maxMembers),
      predictionsClose,
      season: { name: season.name, startDate: season.startDate || null, endDate: season.endDate || null },
    };
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const fields = input();
    const parsed = createGroupSchema.safeParse(fields);
    const problem = parsed.success
      ? createGroupError(parsed.data, localToday())
      : (parsed.error.issues[0]?.message ?? GROUP_MESSAGES.createFailed);
    if (problem) return setError(problem);
    setError(null);
    try {
      const group = await createGroup.mutateAsync({ fields, icon });
      navigate(`/group/${group.id}`);
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.status < 500 ? failure.message : `${GROUP_MESSAGES.createFailed} ${errorMessage(failure)}`,
      );
    }
  }

  const pointField = (key: keyof typeof points, label: string, bounds: { min?: number; max?: number }) => (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      step={1}
      {...bounds}
      disabled={scoringSystem === 'classic'}
      value={points[key]}
      onChange={(event) => setPoints({ ...points, [key]: event.target.value })}
    />
  );

  return (
    <Page title="Create group">
      <form onSubmit={onSubmit} noValidate className="card mx-auto max-w-2xl space-y-6 p-4 sm:p-6">
        <h1 className="text-2xl font-bold">Create a group</h1>
        <GroupBasicsFields
          values={basics}
          onChange={setBasics}
          icon={icon}
          onIconChange={(file, problem) => {
            setIcon(file);
            setError(problem);
          }}
        >
          <fieldset className="space-y-3">
            <legend className="mb-1 text-sm font-medium">Scoring system</legend>
            <div className="flex flex-wrap gap-4">
              {(['classic', 'custom'] as const).map((system) => (
                <label key={system} className="flex min-h-11 items-center gap-2">
                  <input
                    type="radio"
                    name="scoring"
                    className="h-4 w-4 accent-[var(--color-brand)]"
                    checked={scoringSystem === system}
                    onChange={() => {
                      setScoringSystem(system);
                      if (system === 'classic') {
                        setPoints({ exact: '3', correct: '1', incorrect: '0' });
                      }
                    }}
                  />
                  {system === 'classic' ? 'Classic (3 / 1 / 0)' : 'Custom'}
                </label>
              ))}
            </div>
            <div className="grid gap-3 sm:grid-cols-3">
              {pointField('exact', 'Exact score points', { min: 0 })}
              {pointField('correct', 'Correct result points', { min: 0 })}
              {pointField('incorrect', 'Incorrect result points', { max: 0 })}
            </div>
          </fieldset>
        </GroupBasicsFields>
        <PredictionsCloseField value={predictionsClose} onChange={setPredictionsClose} />

        <fieldset className="space-y-3 rounded-lg border border-subtle p-4">
          <legend className="px-1 text-sm font-semibold">Initial Season</legend>
          <TextField
            label="Season name"
            value={season.name}
            maxLength={80}
            onChange={(event) => setSeason({ ...season, name: event.target.value })}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label="Start date"
              type="date"
              min={localToday()}
              value={season.startDate}
              hint="Blank: the season starts with its first gameweek."
              onChange={(event) => {
                const startDate = event.target.value;
                // An end date that no longer fits the new start is cleared.
                const endDate = startDate && season.endDate && season.endDate >= earliestSeasonEnd(startDate) ? season.endDate : '';
                setSeason({ ...season, startDate, endDate });
              }}
            />
            <TextField
              label="End date"
              type="date"
              disabled={!season.startDate}
              min={season.startDate ? earliestSeasonEnd(season.startDate) : undefined}
              value={season.endDate}
              hint="Blank: you end the season yourself."
              onChange={(event) => setSeason({ ...season, endDate: event.target.value })}
            />
          </div>
        </fieldset>

        {error && <ErrorBanner message={error} />}
        <Button type="submit" className="w-full" disabled={createGroup.isPending}>
          {createGroup.isPending ? 'Creating...' : 'Create Group'}
        </Button>
      </form>
    </Page>
  );
}
