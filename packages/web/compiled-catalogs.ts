import type { Plugin } from 'vite';
import { compileCatalog } from '../shared/src/i18n/compile';
import { messageKey } from '../shared/src/i18n/key';

/**
 * The message catalogues (packages/shared/src/i18n/catalogs/<language>/<area>.json) reach the browser compiled,
 * so Lingui reads them without its ICU parser, which stays out of every page, and keyed by `messageKey` (a short
 * hash of the English id) rather than by the English sentence. Each language is its own chunk (lib/i18n.ts
 * imports the active one only).
 */
export function compiledCatalogs(): Plugin {
  return {
    name: 'scoreline:compiled-catalogs',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]i18n[\\/]catalogs[\\/][a-z]{2}[\\/][a-z-]+\.json$/.test(id)) return null;
      const compiled = compileCatalog(JSON.parse(code) as Record<string, string>);
      const keyed: Record<string, unknown> = {};
      const idOfKey = new Map<string, string>();
      for (const [messageId, message] of Object.entries(compiled)) {
        const key = messageKey(messageId);
        const other = idOfKey.get(key);
        if (other !== undefined && other !== messageId) throw new Error(`Two messages share the key ${key}: "${other}" and "${messageId}"`);
        idOfKey.set(key, messageId);
        keyed[key] = message;
      }
      return { code: JSON.stringify(keyed), map: null };
    },
  };
}
