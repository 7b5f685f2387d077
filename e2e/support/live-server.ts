/**
 * The live matchday's server: a second Scoreline server whose football data comes from the football-data.org
 * fake (the integration tests' own, `packages/server/test/support/fake-football-data.ts`), polled for matches in
 * play every second, and a small control API the tests use to play a fixture out (kick-off, goals, full time).
 * Its ports follow E2E_PORT (+50 the server, +60 the control API).
 */
const e2ePort = Number(process.env.E2E_PORT ?? 3917);
export const livePorts = { server: e2ePort + 50, control: e2ePort + 60 };
export const LIVE_BASE_URL = `http://localhost:${livePorts.server}`;
export const LIVE_CONTROL_URL = `http://127.0.0.1:${livePorts.control}`;

export interface FixtureState {
  status?: string;
  fullTime?: { home: number | null; away: number | null };
  regularTime?: { home: number; away: number };
  minute?: number;
}

async function control(method: string, path: string, data?: unknown) {
  const response = await fetch(`${LIVE_CONTROL_URL}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: data === undefined ? undefined : JSON.stringify(data),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<unknown>;
}

/** A TIMED Premier League fixture in the fake (teams by their key in the fake's TEAMS). */
export const addFixture = (fixture: { id: number; utcDate: string; home: string; away: string }) => control('POST', '/fixtures', fixture);

/** The fixture's new state in the fake; answers once the server has polled it (it then knows). */
export async function playFixture(id: number, state: FixtureState): Promise<number> {
  const before = ((await control('GET', '/polls')) as number[]).length;
  await control('PATCH', `/fixtures/${id}`, state);
  for (;;) {
    const polls = (await control('GET', '/polls')) as number[];
    // The first poll to start after the change has it (one already under way may not).
    if (polls.length >= before + 2) return polls[before + 1]!;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
