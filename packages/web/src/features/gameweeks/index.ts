// The gameweeks feature's public entry: what other features may use. Everything else in the folder is internal.
export { useGameweek, useGroupGameweeks } from './api/gameweeks';
export { CloseCountdown } from './components/close-countdown';
export { GameweekRow } from './components/gameweek-row';
export { GameweeksEmptyState, SeasonGameweeks } from './components/season-gameweeks';
