/**
 * The short key a message travels under in the web's built catalogues: FNV-1a of its id (its English text), in
 * base 36. The pages look a message up by it (lib/i18n.ts), so a catalogue carries ~7 characters per message
 * instead of the whole English sentence (German's catalogue gzip 29 -> ~18 kB). The build refuses two ids with
 * one key (packages/web/compiled-catalogs.ts).
 */
export function messageKey(id: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < id.length; index += 1) {
    hash ^= id.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
