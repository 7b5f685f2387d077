// The leaderboards feature's public entry: what other features may use. Everything else in the folder is internal.
export { useGameweekLeaderboard, useGroupLeaderboard, useLeaderboardHistory } from './api/leaderboards';
export { currentGameweek, gameweekOptions } from './components/chosen-gameweek';
export { GameweekBoard } from './components/gameweek-board';
export { SeasonBoard } from './components/season-board';
export { GroupBoardPreview } from './components/group-board-preview';
export { LeaderboardCard } from './components/leaderboard-card';
export { PositionChart } from './components/position-chart';
export { WinnerBanner } from './components/winner-banner';
