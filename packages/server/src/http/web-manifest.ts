import fs from 'node:fs';
import path from 'node:path';
import { INTL_LOCALES, MANIFEST_MESSAGES, type MessageId } from '@scoreline/shared';
import { translators } from '@scoreline/shared/i18n/translators';
import type { FastifyInstance } from 'fastify';
import { isCatalogueText, readerLocale } from './reader-locale.js';

export const MANIFEST_FILE = 'manifest.webmanifest';

interface Manifest {
  description?: string;
  lang?: string;
  shortcuts?: Array<{ name?: string; short_name?: string; description?: string }>;
  [key: string]: unknown;
}

/**
 * The web app manifest the build wrote (in English), answered in the reader's language: their saved one, else
 * Accept-Language. The name stays "Scoreline"; the description (and any shortcut's texts that are catalogue ids)
 * are translated. Never cached without revalidation, and kept apart per language by caches (Vary).
 */
export function registerWebManifest(app: FastifyInstance, webDistDir: string): boolean {
  const file = path.join(webDistDir, MANIFEST_FILE);
  if (!fs.existsSync(file)) return false;
  const built = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  app.get(`/${MANIFEST_FILE}`, async (request, reply) => {
    const locale = await readerLocale(request);
    const t = (text: string | undefined) => (text && isCatalogueText(text) ? translators[locale](text as MessageId) : text);
    const manifest: Manifest = {
      ...built,
      lang: INTL_LOCALES[locale],
      description: translators[locale](MANIFEST_MESSAGES.description),
      ...(built.shortcuts
        ? {
            shortcuts: built.shortcuts.map((shortcut) => ({
              ...shortcut,
              name: t(shortcut.name),
              short_name: t(shortcut.short_name),
              description: t(shortcut.description),
            })),
          }
        : {}),
    };
    return reply
      .header('content-type', 'application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-language, cookie')
      .header('content-language', locale)
      .send(JSON.stringify(manifest));
  });
  return true;
}
