import fs from 'node:fs';
import path from 'node:path';

/** The nearest folder at or above `from` holding a package.json. */
function packageRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

/**
 * The server package's folder (package.json, migrations/), found from the running file: the same whether the
 * server runs from its sources (tests, `npm run dev`) or from the compiled bundle in dist/.
 */
export const SERVER_ROOT = packageRoot(import.meta.dirname);
