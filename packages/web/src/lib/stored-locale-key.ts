/** Where the web app keeps the language this device last showed (read again by index.html's first script). */
export const STORED_LOCALE_KEY = 'scoreline-locale';
