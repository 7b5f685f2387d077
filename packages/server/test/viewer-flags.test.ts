import { describe, expect, it } from 'vitest';
import { type SignedInUser, groupWithRoles } from './support/groups.js';
import { clockedTestApp } from './support/clocked-app.js';

/**
 * The `viewer` flags are the server's promise of what a request will do. Here each flag is read, the request
 * it stands for is made at once, and the two must agree: a flag says "yes" exactly when the request succeeds.
 * The walk covers every role and moves the gameweek through its phases (open, locked, unlocked, past the
 * deadline, results in); requests that succeed are undone where they can be, so later probes see the same state.
 */

const START = new Date('2026-11-21T12:00:00Z');
const clocked = clockedTestApp(START);
const { at, call, setNow } = clocked;
const ok = (status: number) => status >= 200 && status < 300;

type Roles = Awaited<ReturnType<typeof groupWithRoles>>;

async function setUp() {
  const roles = await groupWithRoles(clocked.t.app);
  const placeholder = (
    await call('POST', `/api/v1/groups/${roles.group.id}/placeholder-members`, roles.owner, { username: 'Stand-in' })
  ).json().id as string;
  const created = await call('POST', `/api/v1/groups/${roles.group.id}/gameweeks`, roles.owner, {
    deadline: at(2),
    matches: [
      { kind: 'custom', homeTeam: 'Reds', awayTeam: 'Blues', matchTime: at(3) },
      { kind: 'custom', homeTeam: 'Greens', awayTeam: 'Whites', matchTime: at(5) },
    ],
  });
  const gameweek = created.json() as { id: string; deadline: string; matches: Array<{ id: string }> };
  return { ...roles, placeholder, gameweek };
}
type World = Awaited<ReturnType<typeof setUp>>;

const everyone = (world: Roles): Array<[string, SignedInUser]> => [
  ['owner', world.owner],
  ['admin', world.admin],
  ['member', world.member],
  ['outsider', world.outsider],
];

/** Reads `flag` for `user` from `read`, makes `request`, and checks they agree; `undo` runs after a success. */
async function probe(
  label: string,
  flag: () => Promise<boolean>,
  request: () => Promise<{ statusCode: number; body: string }>,
  undo?: () => Promise<unknown>,
) {
  const promised = await flag();
  const response = await request();
  expect({ label, allowed: ok(response.statusCode) }, `${label}: ${response.statusCode} ${response.body.slice(0, 200)}`).toEqual({
    label,
    allowed: promised,
  });
  if (ok(response.statusCode) && undo) await undo();
}

async function gameweekProbes(world: World, phase: string) {
  const { gameweek } = world;
  for (const [role, user] of everyone(world)) {
    const flags = async () => {
      const response = await call('GET', `/api/v1/gameweeks/${gameweek.id}`, user);
      return response.statusCode === 200 ? response.json().viewer : null;
    };
    const flag = (name: string) => async () => Boolean((await flags())?.[name]);
    const label = (action: string) => `${phase} / ${role} / ${action}`;
    const lock = (isLocked: boolean) => () => call('PATCH', `/api/v1/gameweeks/${gameweek.id}/lock`, user, { isLocked });
    await probe(label('lock'), flag('canLock'), lock(true), lock(false));
    await probe(label('unlock'), flag('canUnlock'), lock(false), lock(true));
    const current = await call('GET', `/api/v1/gameweeks/${gameweek.id}`, world.owner);
    await probe(label('edit matches'), flag('canEditMatches'), () =>
      call('PUT', `/api/v1/gameweeks/${gameweek.id}/matches`, user, { deadline: current.json().deadline, add: [], remove: [] }),
    );
    const predictFor = (playerId: string) => () =>
      call('PUT', `/api/v1/gameweeks/${gameweek.id}/players/${playerId}/predictions`, user, {
        predictions: [{ matchId: gameweek.matches[0]!.id, home: 1, away: 0 }],
      });
    await probe(label('predict'), flag('canPredict'), predictFor(user.id));
    await probe(label('predict for a placeholder'), flag('canPredictForPlaceholders'), predictFor(world.placeholder));
    await probe(label("see everyone's predictions"), flag('canViewAllPredictions'), () =>
      call('GET', `/api/v1/gameweeks/${gameweek.id}/predictions`, user),
    );
    // Entering a score changes the gameweek for good: only refusals are probed here, the success at the end.
    const scoreable = ((await flags())?.scoreableMatchIds ?? []) as string[];
    if (scoreable.length === 0) {
      await probe(
        label('enter a final score'),
        async () => false,
        () =>
          call('PUT', `/api/v1/gameweeks/${gameweek.id}/final-scores`, user, {
            scores: [{ matchId: gameweek.matches[0]!.id, home: 2, away: 1 }],
          }),
      );
    }
  }
}

async function groupProbes(world: World) {
  const { group } = world;
  for (const [role, user] of everyone(world)) {
    const viewer = async () => (await call('GET', `/api/v1/groups/${group.id}`, user)).json().viewer;
    const flag = (name: string) => async () => Boolean((await viewer())[name]);
    const label = (action: string) => `group / ${role} / ${action}`;
    await probe(label('view members'), flag('canViewMembers'), () => call('GET', `/api/v1/groups/${group.id}/members`, user));
    await probe(label('view leaderboards'), flag('canViewLeaderboards'), () => call('GET', `/api/v1/groups/${group.id}/leaderboard`, user));
    const board = (await call('GET', `/api/v1/groups/${group.id}/leaderboard`, world.owner)).json();
    const row = board.rows[0];
    await probe(label('edit the leaderboard'), flag('canEditLeaderboard'), () =>
      call('PUT', `/api/v1/groups/${group.id}/leaderboard`, user, { rows: [{ userId: row.player.id, totalPoints: row.totalPoints }] }),
    );
    let added: string | null = null;
    await probe(
      label('add a placeholder'),
      flag('canAddPlaceholder'),
      async () => {
        const response = await call('POST', `/api/v1/groups/${group.id}/placeholder-members`, user, { username: `Extra ${role}` });
        if (ok(response.statusCode)) added = response.json().id;
        return response;
      },
      () => call('DELETE', `/api/v1/groups/${group.id}/members/${added}`, world.owner),
    );
    const fields = { name: 'Sunday League', description: 'Friends from the pitch', isPublic: true, pin: null, maxMembers: 100 };
    await probe(label('update the group'), flag('canUpdate'), () => call('PATCH', `/api/v1/groups/${group.id}`, user, fields));
    await probe(
      label('change when predictions close'),
      flag('canChangePredictionsClose'),
      () => call('PATCH', `/api/v1/groups/${group.id}`, user, { ...fields, predictionsClose: 'kickoff' }),
      () => call('PATCH', `/api/v1/groups/${group.id}`, world.owner, { ...fields, predictionsClose: 'deadline' }),
    );
    if (role !== 'owner') {
      await probe(label('delete the group'), flag('canDelete'), () => call('DELETE', `/api/v1/groups/${group.id}`, user));
    }
    const rejoin = async () => {
      await call('POST', `/api/v1/groups/${group.id}/join`, user, {});
      if (role === 'admin') await call('PATCH', `/api/v1/groups/${group.id}/members/${user.id}`, world.owner, { isAdmin: true });
    };
    await probe(label('leave'), flag('canLeave'), () => call('POST', `/api/v1/groups/${group.id}/leave`, user), rejoin);
    await probe(
      label('join'),
      flag('canJoin'),
      () => call('POST', `/api/v1/groups/${group.id}/join`, user, {}),
      () => call('POST', `/api/v1/groups/${group.id}/leave`, user),
    );

    // The member list: what this viewer may do to each member.
    const members = await call('GET', `/api/v1/groups/${group.id}/members`, user);
    if (members.statusCode !== 200) continue;
    for (const member of members.json().members as Array<{
      id: string;
      username: string;
      isAdmin: boolean;
      viewer: Record<string, unknown>;
    }>) {
      await probe(
        label(`toggle admin of ${member.username}`),
        async () => Boolean(member.viewer.canToggleAdmin),
        () => call('PATCH', `/api/v1/groups/${group.id}/members/${member.id}`, user, { isAdmin: member.isAdmin }),
      );
      // Removing is probed for refusals here and for the placeholder once at the end.
      if (!member.viewer.canRemove) {
        await probe(
          label(`remove ${member.username}`),
          async () => false,
          () => call('DELETE', `/api/v1/groups/${group.id}/members/${member.id}`, user),
        );
      }
    }
  }
}

async function seasonAndCreationProbes(world: World) {
  const seasonId = world.group.activeSeason.id;
  for (const [role, user] of everyone(world)) {
    const season = await call('GET', `/api/v1/seasons/${seasonId}`, user);
    const seasonFlags = season.statusCode === 200 ? season.json().viewer : { canSetEndDate: false, canCreateGameweek: false };
    const groupFlags = (await call('GET', `/api/v1/groups/${world.group.id}`, user)).json().viewer;
    expect(groupFlags.canCreateGameweek, `${role}: group and season agree`).toBe(seasonFlags.canCreateGameweek);
    if (!seasonFlags.canSetEndDate) {
      await probe(
        `season / ${role} / set end date`,
        async () => false,
        () => call('PATCH', `/api/v1/seasons/${seasonId}`, user, { endDate: '2026-12-31' }),
      );
    }
    if (!groupFlags.canCreateGameweek) {
      await probe(
        `season / ${role} / create a gameweek`,
        async () => false,
        () =>
          call('POST', `/api/v1/groups/${world.group.id}/gameweeks`, user, {
            deadline: at(30),
            matches: [{ kind: 'custom', homeTeam: 'A', awayTeam: 'B', matchTime: at(31) }],
          }),
      );
    }
  }
}

describe('viewer flags agree with what the server then allows', () => {
  it('for every role, as the gameweek goes from open to locked, unlocked, past its deadline and scored', async () => {
    setNow(START);
    const world = await setUp();
    await gameweekProbes(world, 'open');
    await groupProbes(world);
    await seasonAndCreationProbes(world);

    await call('PATCH', `/api/v1/gameweeks/${world.gameweek.id}/lock`, world.owner, { isLocked: true });
    await gameweekProbes(world, 'locked');

    await call('PATCH', `/api/v1/gameweeks/${world.gameweek.id}/lock`, world.owner, { isLocked: false });
    setNow(new Date(at(2))); // exactly at the deadline: closed
    await gameweekProbes(world, 'at the deadline, unlocked');

    setNow(new Date(at(1.9)));
    await call('PATCH', `/api/v1/gameweeks/${world.gameweek.id}/lock`, world.owner, { isLocked: true }); // as the sweep would at 2
    setNow(new Date(at(3))); // the first match kicks off
    await gameweekProbes(world, 'locked, first match kicked off');

    // The successes that change things for good, each where its flag says yes.
    const scoreable = (await call('GET', `/api/v1/gameweeks/${world.gameweek.id}`, world.admin)).json().viewer.scoreableMatchIds;
    expect(scoreable).toEqual([world.gameweek.matches[0]!.id]);
    const score = (matchId: string) =>
      call('PUT', `/api/v1/gameweeks/${world.gameweek.id}/final-scores`, world.admin, { scores: [{ matchId, home: 2, away: 1 }] });
    expect((await score(world.gameweek.matches[0]!.id)).statusCode).toBe(200);
    expect((await score(world.gameweek.matches[1]!.id)).statusCode).toBe(400); // not kicked off: not in the list
    await gameweekProbes(world, 'a result in');

    const member = (await call('GET', `/api/v1/groups/${world.group.id}/members`, world.admin)).json().members as Array<{
      id: string;
      viewer: { canRemove: boolean };
    }>;
    expect(member.find((entry) => entry.id === world.placeholder)!.viewer.canRemove).toBe(true);
    expect((await call('DELETE', `/api/v1/groups/${world.group.id}/members/${world.placeholder}`, world.admin)).statusCode).toBe(204);

    const season = (await call('GET', `/api/v1/seasons/${world.group.activeSeason.id}`, world.owner)).json();
    expect(season.viewer.canSetEndDate).toBe(true);
    expect((await call('PATCH', `/api/v1/seasons/${season.id}`, world.owner, { endDate: '2026-12-31' })).statusCode).toBe(200);
    expect((await call('GET', `/api/v1/seasons/${season.id}`, world.owner)).json().viewer.canSetEndDate).toBe(false);
    expect((await call('PATCH', `/api/v1/seasons/${season.id}`, world.owner, { endDate: '2027-01-31' })).statusCode).toBe(409);

    const gameweek = (await call('GET', `/api/v1/gameweeks/${world.gameweek.id}`, world.owner)).json();
    expect(gameweek.viewer.canDelete).toBe(true);
    expect((await call('DELETE', `/api/v1/gameweeks/${world.gameweek.id}`, world.owner)).statusCode).toBe(204);
    const group = (await call('GET', `/api/v1/groups/${world.group.id}`, world.owner)).json();
    expect(group.viewer.canDelete).toBe(true);
    expect((await call('DELETE', `/api/v1/groups/${world.group.id}`, world.owner)).statusCode).toBe(204);
  });

  it('creating a gameweek follows the flag once the season has ended', async () => {
    setNow(START);
    const world = await setUp();
    const seasonId = world.group.activeSeason.id;
    await call('PATCH', `/api/v1/seasons/${seasonId}`, world.owner, { endDate: '2026-11-22' });
    const now = new Date('2026-11-23T09:00:00Z'); // the day after the end date
    setNow(now);
    const flags = (await call('GET', `/api/v1/groups/${world.group.id}`, world.admin)).json().viewer;
    expect(flags.canCreateGameweek).toBe(false);
    const refused = await call('POST', `/api/v1/groups/${world.group.id}/gameweeks`, world.admin, {
      deadline: new Date(now.getTime() + 3_600_000).toISOString(),
      matches: [{ kind: 'custom', homeTeam: 'A', awayTeam: 'B', matchTime: new Date(now.getTime() + 7_200_000).toISOString() }],
    });
    expect(refused.statusCode).toBe(400);
  });
});
