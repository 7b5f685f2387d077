import fs from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live. Keys are relative paths like "group-icons/<name>.webp". */
export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9-]+\/[a-zA-Z0-9._-]+$/;

function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
}

/** Files on local disk under `root` (DATA_DIR/uploads by default). */
export function createLocalFileStorage(root: string): FileStorage {
  return {
    async put(key, body) {
      assertSafeKey(key);
      const file = path.join(root, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${file}.${process.pid}.tmp`;
      await fs.writeFile(temporary, body);
      await fs.rename(temporary, file);
    },
    async get(key) {
      if (!SAFE_KEY.test(key) || key.includes('..')) return null;
      try {
        return await fs.readFile(path.join(root, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await fs.rm(path.join(root, key), { force: true });
    },
  };
}
