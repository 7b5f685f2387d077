import { describe, expect, it } from 'vitest';
import { closeWording, revealWording } from './close-wording.js';
import { translators } from './i18n/translators.js';
import { gameweekPhase, nextClose } from './policy/phase.js';

const en = translators.en;
const london = { locale: 'en', timeZone: 'Europe/London' } as const;

const at = (hours: number) => new Date(Date.UTC(2026, 10, 21, 12) + hours * 3_600_000).toISOString();
const matches = [at(1), at(3)].map((matchTime) => ({ matchTime, finalHomeScore: null, finalAwayScore: null }));

/** A gameweek as the server sends it at `now` (hours from 12:00): its `nextClose` from the policy. */
function sent(closesAtKickOff: boolean, now: number) {
  const gameweek = { deadline: closesAtKickOff ? at(1) : at(0.5), isLocked: false, isFinished: false, closesAtKickOff, lastKickOff: at(3) };
  return {
    ...gameweek,
    nextClose: nextClose(gameweek, matches, new Date(at(now))),
    phase: gameweekPhase(gameweek, new Date(at(now))).phase,
  };
}

describe('closeWording', () => {
  it('with a deadline, counts to the deadline, before and after it, and predictions show once locked', () => {
    for (const now of [0, 2]) {
      expect(closeWording(sent(false, now), en, london)).toEqual({
        counting: 'Deadline in <0>{time}</0>',
        passed: 'Deadline passed: 21/11/2026, 12:30',
        at: at(0.5),
        rule: null,
        reveal: 'Everyone’s predictions appear once the gameweek is locked.',
      });
    }
  });

  it('with kick-off locks, counts to the next kick-off of an open match, says the rule, and never calls the first kick-off a deadline', () => {
    const rule = 'Predictions close at each kick-off.';
    const reveal = 'Everyone’s predictions on a match appear at its kick-off.';
    const next = 'Next kick-off in <0>{time}</0>';
    expect(closeWording(sent(true, 0), en, london)).toEqual({
      counting: next,
      passed: 'Next kick-off passed: 21/11/2026, 13:00',
      at: at(1),
      rule,
      reveal,
    });
    // The first match has kicked off: the gameweek is still open, and counts to the second.
    expect(sent(true, 2).phase).toBe('open');
    expect(closeWording(sent(true, 2), en, london)).toMatchObject({ counting: next, at: at(3), rule, reveal });
    // Every match has kicked off: the last kick-off, passed.
    expect(closeWording(sent(true, 4), en, london)).toMatchObject({
      counting: 'Last kick-off in <0>{time}</0>',
      passed: 'Last kick-off passed: 21/11/2026, 15:00',
      at: at(3),
      rule,
      reveal,
    });
  });

  it('words when predictions appear by the mode alone (the match page)', () => {
    expect(revealWording(true, en)).toBe(closeWording(sent(true, 0), en, london).reveal);
    expect(revealWording(false, en)).toBe(closeWording(sent(false, 0), en, london).reveal);
  });

  it('speaks the reader’s language and puts the passed moment in their zone', () => {
    const berlin = { locale: 'de', timeZone: 'Europe/Berlin' } as const;
    const wording = closeWording(sent(true, 4), translators.de, berlin);
    expect(wording.passed).toBe('Letzter Anstoß vorbei: 21.11.2026, 16:00');
    expect(wording.rule).toBe(translators.de('Predictions close at each kick-off.'));
    expect(wording.rule).not.toBe('Predictions close at each kick-off.');
  });
});
