import type { GameweekMatch } from '@scoreline/shared';
import { type ReactNode, useEffect, useRef } from 'react';
import { MatchRow } from '../../../components/football/match-row';
import { ScoreInput } from '../../../components/ui/score-input';
import { StepButton } from '../../../components/ui/score-stepper';
import { t } from '../../../lib/i18n';
import { MatchMeta } from './match-meta';
import type { Score } from './use-score-draft';

/**
 * A match to predict: the two score boxes side by side between the teams. On a wide row minus and plus sit
 * beside each box; on a narrow one they open under the row the player is on, 44 px each, so names keep the width.
 */
export function PredictionRow({
  match,
  score,
  onChange,
  active,
  onActivate,
  linkMatch,
  note,
  joker,
}: {
  match: GameweekMatch;
  score: Score;
  onChange: (side: keyof Score, value: number | null) => void;
  active: boolean;
  onActivate: () => void;
  linkMatch: boolean;
  /** A line under the teams (where the match is saved to). */
  note?: ReactNode;
  /** The match's joker button (or badge), where the group plays with jokers. */
  joker?: ReactNode;
}) {
  const sides = [
    { side: 'home' as const, team: match.homeTeam },
    { side: 'away' as const, team: match.awayTeam },
  ];
  // The row just opened its steppers: keep them on screen, clear of the sticky "Submit Predictions" bar.
  const row = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (active) row.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [active]);
  const step = (side: keyof Score, team: string, direction: 'down' | 'up') => (
    <StepButton direction={direction} label={t('{team} score', { team })} value={score[side]} onChange={(value) => onChange(side, value)} />
  );
  return (
    <MatchRow
      match={match}
      ref={row}
      data-testid="score-card-match"
      onFocus={onActivate}
      className={`scroll-mt-20 scroll-mb-36 ${active ? 'ring-2 ring-[var(--color-brand)]/40' : ''}`}
      meta={<MatchMeta match={match} linkMatch={linkMatch} />}
      middle={
        <div className="flex items-center gap-0.5 @lg:gap-1">
          {sides.map(({ side, team }, index) => (
            <span key={side} className="flex items-center gap-0.5 @lg:gap-1">
              {index === 1 && (
                <span aria-hidden="true" className="font-bold text-muted">
                  :
                </span>
              )}
              <span className="hidden @lg:flex">{step(side, team, 'down')}</span>
              <ScoreInput
                label={t('{team} score', { team })}
                value={score[side]}
                onChange={(value) => onChange(side, value)}
                // With the other side entered, an empty side is saved as 0: it says so.
                placeholder={score[side === 'home' ? 'away' : 'home'] === null ? '?' : '0'}
              />
              <span className="hidden @lg:flex">{step(side, team, 'up')}</span>
            </span>
          ))}
        </div>
      }
      footer={
        <>
          {note && <p className="text-center text-xs text-muted">{note}</p>}
          {joker && <div className="flex justify-center">{joker}</div>}
          {active && (
            <div className="grid grid-cols-2 gap-2 pt-1 @lg:hidden">
              {sides.map(({ side, team }) => (
                <span key={side} className="flex justify-center gap-3">
                  {step(side, team, 'down')}
                  {step(side, team, 'up')}
                </span>
              ))}
            </div>
          )}
        </>
      }
    />
  );
}
