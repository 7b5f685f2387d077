// The groups feature's public entry: what other features may use. Everything else in the folder is internal.
export { GroupCard } from './components/group-card';
