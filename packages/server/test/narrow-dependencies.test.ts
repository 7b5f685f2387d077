import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Who the viewer is in a group is asked of one access service (modules/access/group-access.service.ts), and a
 * module takes only the functions it uses of another service (`Pick<...>`), so its dependencies say what it may
 * look at. Before, nine services took the whole groups service for its three access functions.
 */
const modules = decodeURIComponent(new URL('../src/modules/', import.meta.url).pathname);
const sources = fs
  .readdirSync(modules, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => ({ file, dir: path.dirname(file), text: fs.readFileSync(path.join(modules, file), 'utf8') }));

/** The services each module folder defines (`export type XService = ...`). */
const ownServices = new Map<string, string[]>();
for (const { dir, text } of sources) {
  for (const [, name] of text.matchAll(/export type (\w+Service) =/g)) ownServices.set(dir, [...(ownServices.get(dir) ?? []), name!]);
}

/** Another module's services that `text` uses whole: not inside `Pick<X, ...>`, not as `X['member']`, imports aside. */
function wholeUsesOfOthers(dir: string, text: string): string[] {
  const code = text.replace(/^import [\s\S]*?;$/gm, '');
  return [...code.matchAll(/(Pick<\s*)?\b([A-Z]\w*Service)\b(\[)?/g)]
    .filter(([, pick, name, indexed]) => !pick && !indexed && !(ownServices.get(dir) ?? []).includes(name!))
    .map(([, , name]) => name!);
}

describe('narrow dependencies between modules', () => {
  it('finds the modules and services it checks', () => {
    expect(sources.length).toBeGreaterThan(40);
    expect([...ownServices.values()].flat()).toEqual(expect.arrayContaining(['GroupsService', 'GroupAccessService', 'StandingsService']));
  });

  it("takes another module's service only in the part it uses (Pick<>): the access service too, never the whole groups service", () => {
    const offenders = sources.flatMap(({ file, dir, text }) => wholeUsesOfOthers(dir, text).map((name) => `${file}: ${name}`));
    expect(offenders).toEqual([]);
  });

  it("builds every service and repo in the composition root alone (the session plugin's own lookup aside)", () => {
    const src = decodeURIComponent(new URL('../src/', import.meta.url).pathname);
    const builders = fs
      .readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'composition.ts')
      .flatMap((file) =>
        [...fs.readFileSync(path.join(src, file), 'utf8').matchAll(/(?<!function )\b(create\w+(?:Service|Repo))\(/g)]
          .map(([, call]) => `${file}: ${call}`)
          .filter((found) => !found.endsWith(': createSessionsRepo')),
      );
    expect(builders).toEqual([]);
  });
});
