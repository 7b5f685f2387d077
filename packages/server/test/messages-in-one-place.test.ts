import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every message a user can read comes from shared/src/messages.ts (one text per meaning, the spec's where it names
 * one): an error the server answers with is built from a constant there, never from a string typed on the spot.
 * `new Error('...')` stays for bugs, which answer a generic 500 and are never shown; better-auth's `APIError` takes
 * a status first and its message from the options.
 */
const src = decodeURIComponent(new URL('../src/', import.meta.url).pathname);
const files = fs
  .readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));

describe('user-facing messages', () => {
  it('are never typed inline where the server builds an error it answers with', () => {
    const inline = files.flatMap((file) =>
      [...fs.readFileSync(path.join(src, file), 'utf8').matchAll(/new (?!APIError)(\w+Error)\(\s*(['"`][^\n]*)/g)].map(
        ([, error, text]) => `${file}: new ${error}(${text!.slice(0, 60)}`,
      ),
    );
    expect(files.length).toBeGreaterThan(50);
    expect(inline).toEqual([]);
  });
});
