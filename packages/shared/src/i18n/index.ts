export * from './locales.js';
export * from './translate.js';
export * from './key.js';
