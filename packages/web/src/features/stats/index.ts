// The stats feature's public entry: what other features may use. Everything else in the folder is internal.
export { GroupStatsSection } from './components/group-stats-section';
