export * from './locales.js';
export * from './translate.js';
