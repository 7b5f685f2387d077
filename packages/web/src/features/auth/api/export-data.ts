/**
 * The downloads of the player's data. The server answers them as attachments, so a plain link (with the session
 * cookie) saves the file: no script, and nothing held in the page's memory.
 */
export const EXPORT_URLS = { json: '/api/v1/me/export.json', csv: '/api/v1/me/export.csv' } as const;
