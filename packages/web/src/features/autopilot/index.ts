// The autopilot feature's public entry (following a competition): what other features may use. Everything else in
// the folder is internal.
export { FollowCard } from './components/follow-card';
export { type FollowChoice, NO_FOLLOW } from './components/follow-choice';
export { FollowSection } from './components/follow-section';
export { useFollowNewGroup } from './components/use-follow-new-group';
