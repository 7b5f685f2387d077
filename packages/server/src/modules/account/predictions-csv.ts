import { type ExportedPrediction, PREDICTIONS_CSV_HEADER, PREDICTIONS_CSV_MESSAGES, type Translate } from '@scoreline/shared';

/** Spreadsheets run a cell that starts like a formula: such text (a group or team name) is kept as text. */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

// An en dash: "2-1" would become a date in a spreadsheet.
const score = (home: number | null, away: number | null) => (home === null || away === null ? null : `${home}–${away}`);

/** "2025-03-27 15:00": UTC, in a form every spreadsheet reads as a date and time. */
const kickOff = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

/**
 * The player's predictions as CSV (RFC 4180, CRLF lines) for spreadsheets: a header, then one row per prediction.
 * Starts with a byte order mark, so spreadsheet programs read the UTF-8 team names right. The header and the
 * match's wording are in the player's language (`t`); times stay UTC, as the header says.
 */
export function predictionsCsv(predictions: readonly ExportedPrediction[], t: Translate): string {
  const rows = predictions.map((p) => [
    p.groupName,
    p.seasonName,
    p.gameweekNumber,
    t(PREDICTIONS_CSV_MESSAGES.match, { homeTeam: p.homeTeam, awayTeam: p.awayTeam }),
    kickOff(p.kickOff),
    score(p.predictedHome, p.predictedAway),
    score(p.finalHome, p.finalAway),
    p.points,
  ]);
  return `\uFEFF${[PREDICTIONS_CSV_HEADER.map((title) => t(title)), ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
