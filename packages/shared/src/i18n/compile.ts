import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { CompiledCatalog } from './translate.js';

/**
 * Compiles a catalogue's ICU messages to Lingui's compiled form, so reading one needs no parser: the web's build
 * does it (vite.config.ts), the server once at start-up. Kept out of the index: the parser stays out of the pages.
 */
export function compileCatalog(catalog: Record<string, string>): CompiledCatalog {
  return Object.fromEntries(Object.entries(catalog).map(([id, text]) => [id, compileMessage(text)]));
}
