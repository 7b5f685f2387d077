import {
  type SeasonDetail,
  type Viewer,
  earliestSeasonEnd,
  seasonIsActive,
  seasonViewer,
  GROUP_MESSAGES,
  SEASON_MESSAGES,
  entityNotFoundMessage,
} from '@scoreline/shared';
import type { Database } from '../../db/client.js';
import { enforce } from '../../lib/enforce.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import type { GroupAccessService } from '../access/group-access.service.js';
import type { SeasonEndRow, SeasonsRepo } from './seasons.repo.js';

const SEASON_NOT_FOUND = entityNotFoundMessage('season');

const seasonSubject = (row: { admin_id: string | null; is_active: boolean; end_date: string | null }) => ({
  adminId: row.admin_id,
  isActive: row.is_active,
  endDate: row.end_date,
});

export function createSeasonsService(deps: {
  db: Database;
  seasonsRepo: SeasonsRepo;
  groupAccess: Pick<GroupAccessService, 'access'>;
  clock: () => Date;
}) {
  const { db, seasonsRepo: repo, groupAccess, clock } = deps;

  /** "Set end date" for this caller and this row: the season admin, once, at least a day after the start, not in the past. */
  function checkEndDate(row: SeasonEndRow, viewer: Viewer & { groupId: string }, endDate: string) {
    enforce(viewer, 'setSeasonEnd', { season: seasonSubject(row) });
    const today = clock().toISOString().slice(0, 10);
    if (endDate < today) throw new ValidationError(SEASON_MESSAGES.endDatePast);
    if (row.start_date && endDate < earliestSeasonEnd(row.start_date)) throw new ValidationError(GROUP_MESSAGES.seasonEndBeforeStart);
  }

  async function get(userId: string, seasonId: string): Promise<SeasonDetail> {
    const row = await repo.detail(db, seasonId);
    if (!row) throw new NotFoundError(SEASON_NOT_FOUND);
    const access = await groupAccess.access(db, row.group_id, userId);
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

    /**
     * Sets the end date, deciding on the season row read under its lock (like every other write): of two
     * requests at once, the second waits, then sees the first one's end date and gets the conflict.
     */
    async setEndDate(userId: string, seasonId: string, endDate: string): Promise<SeasonDetail> {
      const season = await repo.detail(db, seasonId);
      if (!season) throw new NotFoundError(SEASON_NOT_FOUND);
      const { viewer } = await groupAccess.access(db, season.group_id, userId);
      await db.transaction(async (tx) => {
        const row = await repo.lockForEndDate(tx, seasonId);
        if (!row) throw new NotFoundError(SEASON_NOT_FOUND);
        checkEndDate(row, viewer, endDate);
        await repo.setEndDate(tx, seasonId, endDate);
      });
      return get(userId, seasonId);
    },
  };
}

export type SeasonsService = ReturnType<typeof createSeasonsService>;
