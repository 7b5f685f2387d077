export * from './phase.js';
export * from './rules.js';
export * from './roles.js';
export * from './viewer-schemas.js';
export * from './flags.js';
export * from './also-save.js';
export * from './joker.js';
