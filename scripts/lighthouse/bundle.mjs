/**
 * What a page's JavaScript costs, read from the build: the entry with its static imports (the shell) plus the
 * page's lazy route module with its static imports, each file counted once at gzip level 9. Vite's build
 * manifest (dist/.vite/manifest.json) names each chunk's static imports.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { WEB } from '../lib/builds.mjs';

const { distDir } = WEB;

const gzipSizes = new Map();
/** Gzip size (level 9) of a built file, by its path under dist/. */
export function gzipSize(file) {
  if (!gzipSizes.has(file)) {
    const bytes = fs.readFileSync(path.join(distDir, file));
    gzipSizes.set(file, zlib.gzipSync(bytes, { level: 9 }).length);
  }
  return gzipSizes.get(file);
}

function readManifest() {
  return JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
}

/** The files a chunk needs before it runs: itself and its static imports, transitively. */
function staticClosure(manifest, key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`no chunk for ${key} in the build manifest`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/**
 * The initial JS of the page whose route module is `routeModule` (a source path under packages/web, such as
 * `src/features/auth/routes/login-page.tsx`) in `locale`: files and their total gzip bytes. The language's message
 * catalogue counts: it is a chunk of its own, loaded before the first render (only the active language's).
 */
export function initialJs(routeModule, locale = 'en') {
  const manifest = readManifest();
  const [entry] = Object.keys(manifest).filter((key) => manifest[key].isEntry && key.endsWith('.html'));
  const files = staticClosure(manifest, entry);
  staticClosure(manifest, routeModule, files);
  staticClosure(manifest, `../shared/src/i18n/catalogs/${locale}/index.ts`, files);
  const js = [...files].filter((file) => file.endsWith('.js'));
  return { files: js, gzipBytes: js.reduce((sum, file) => sum + gzipSize(file), 0) };
}

/** The gzip bytes of every built JS file among `urls` (what a Lighthouse run fetched), each counted once. */
export function loadedJs(urls) {
  const files = new Set(urls.map((url) => new URL(url).pathname.slice(1)).filter((file) => file.endsWith('.js')));
  const built = [...files].filter((file) => fs.existsSync(path.join(distDir, file)));
  return { files: built, gzipBytes: built.reduce((sum, file) => sum + gzipSize(file), 0) };
}
