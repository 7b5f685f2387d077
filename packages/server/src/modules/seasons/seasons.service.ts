import { type SeasonDetail, earliestSeasonEnd, seasonIsActive, seasonViewer } from '@scoreline/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { enforce } from '../../lib/enforce.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import type { GroupsService } from '../groups/groups.service.js';

interface SeasonRow {
  [column: string]: unknown;
  id: string;
  name: string;
  group_id: string;
  group_name: string;
  admin_id: string | null;
  is_active: boolean;
  start_date: string | null;
  end_date: string | null;
  active_gameweek_id: string | null;
}

const seasonSubject = (row: SeasonRow) => ({ adminId: row.admin_id, isActive: row.is_active, endDate: row.end_date });

export function createSeasonsService(deps: { db: Database; groupsService: GroupsService; clock: () => Date }) {
  const { db, groupsService, clock } = deps;

  async function load(seasonId: string) {
    const result = await db.execute<SeasonRow>(sql`
      SELECT s.id, s.name, s.group_id, g.name AS group_name, s.admin_id, s.is_active, s.start_date, s.end_date,
             (SELECT gw.id FROM gameweeks gw WHERE gw.season_id = s.id AND gw.is_active LIMIT 1) AS active_gameweek_id
      FROM seasons s JOIN groups g ON g.id = s.group_id WHERE s.id = ${seasonId}`);
    const row = result.rows[0];
    if (!row) throw new NotFoundError('The season you are looking for does not exist.');
    return row;
  }

  async function get(userId: string, seasonId: string): Promise<SeasonDetail> {
    const row = await load(seasonId);
    const access = await groupsService.access(db, row.group_id, userId);
    enforce(access.viewer, 'viewGameweeks', {});
    return {
      id: row.id,
      name: row.name,
      groupId: row.group_id,
      groupName: row.group_name,
      isActive: seasonIsActive({ isActive: row.is_active, endDate: row.end_date }, clock()),
      startDate: row.start_date,
      endDate: row.end_date,
      activeGameweekId: row.active_gameweek_id,
      viewer: seasonViewer(access.viewer, seasonSubject(row), clock()),
    };
  }

  return {
    get,

    /** "Set end date": the season admin, once, at least a day after the start and not in the past. */
    async setEndDate(userId: string, seasonId: string, endDate: string): Promise<SeasonDetail> {
      const row = await load(seasonId);
      const { viewer } = await groupsService.access(db, row.group_id, userId);
      enforce(viewer, 'setSeasonEnd', { season: seasonSubject(row) });
      const today = clock().toISOString().slice(0, 10);
      if (endDate < today) throw new ValidationError('The end date cannot be in the past.');
      if (row.start_date && endDate < earliestSeasonEnd(row.start_date))
        throw new ValidationError('The season must end at least a day after it starts.');
      await db.execute(sql`UPDATE seasons SET end_date = ${endDate} WHERE id = ${seasonId}`);
      return get(userId, seasonId);
    },
  };
}

export type SeasonsService = ReturnType<typeof createSeasonsService>;
