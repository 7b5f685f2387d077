/** Starts the football-data.org fake, its control API (see live-server.ts) and a server polling it every second. */
import http from 'node:http';
import { type FakeMatch, TEAMS, TOKEN, startFakeFootballData } from '../../packages/server/test/support/fake-football-data.ts';
import { startE2eServer } from './server-process.ts';

const fake = await startFakeFootballData();
const controlPort = Number(process.env.LIVE_CONTROL_PORT);

async function body(request: http.IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

// POST /fixtures {id, utcDate, home, away (keys of TEAMS)}: a new TIMED Premier League fixture.
// PATCH /fixtures/:id {status, fullTime, minute}: its new state. GET /polls: when the server polled for live matches.
const control = http.createServer((request, response) => {
  void (async () => {
    const send = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    const url = new URL(request.url ?? '/', 'http://control');
    if (request.method === 'POST' && url.pathname === '/fixtures') {
      const { id, utcDate, home, away } = (await body(request)) as {
        id: number;
        utcDate: string;
        home: keyof typeof TEAMS;
        away: keyof typeof TEAMS;
      };
      const fixture: FakeMatch = { id, competitionId: 2021, utcDate, status: 'TIMED', home: TEAMS[home], away: TEAMS[away] };
      fake.matches.push(fixture);
      return send(201, fixture);
    }
    const patch = /^\/fixtures\/(\d+)$/.exec(url.pathname);
    if (request.method === 'PATCH' && patch) {
      const fixture = fake.matches.find((candidate) => candidate.id === Number(patch[1]));
      if (!fixture) return send(404, { message: 'no such fixture' });
      Object.assign(fixture, await body(request));
      return send(200, fixture);
    }
    if (request.method === 'GET' && url.pathname === '/polls')
      return send(
        200,
        fake.requests.filter((seen) => seen.path.startsWith('/v4/matches?')).map((seen) => seen.at),
      );
    send(404, { message: 'unknown control request' });
  })().catch((error: unknown) => {
    response.writeHead(500);
    response.end(String(error));
  });
});
await new Promise<void>((resolve) => control.listen(controlPort, '127.0.0.1', resolve));

await startE2eServer(
  {
    FOOTBALL_DATA_TOKEN: TOKEN,
    FOOTBALL_DATA_URL: fake.baseUrl,
    FOOTBALL_COMPETITIONS: '2021',
    FOOTBALL_DATA_REQUESTS_PER_MINUTE: '1000',
    LIVE_POLL_SECONDS: '1',
  },
  { clearMail: false },
);
