export * from './constants.js';
export * from './messages.js';
export * from './errors.js';
export * from './auth.js';
export * from './dates.js';
export * from './groups.js';
export * from './football.js';
export * from './gameweeks.js';
