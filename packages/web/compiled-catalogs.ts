import type { Plugin } from 'vite';
import { compileCatalog } from '../shared/src/i18n/compile';

/**
 * The message catalogues (packages/shared/src/i18n/catalogs/<language>/<area>.json) reach the browser compiled:
 * Lingui then reads them without its ICU parser, which stays out of every page. Each language is its own chunk
 * (lib/i18n.ts imports the active one only).
 */
export function compiledCatalogs(): Plugin {
  return {
    name: 'scoreline:compiled-catalogs',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]i18n[\\/]catalogs[\\/][a-z]{2}[\\/][a-z-]+\.json$/.test(id)) return null;
      return { code: JSON.stringify(compileCatalog(JSON.parse(code) as Record<string, string>)), map: null };
    },
  };
}
