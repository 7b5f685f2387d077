import { useQueryClient } from '@tanstack/react-query';
import { LIVE_CLIENT_PARAM } from '@scoreline/shared';
import { useEffect } from 'react';
import { LIVE_CLIENT_ID } from './live-client';
import { bonusKeys, gameweekKeys, groupKeys, homeKeys, leaderboardKeys, predictionKeys, statsKeys } from './query-keys';

/** Browsers allow ~6 connections per server over HTTP/1.1: streams leave room for the page's own requests. */
const MAX_STREAMS = 3;
/** A burst of changes (a whole gameweek's results) becomes one refresh. */
const COALESCE_MS = 150;

/**
 * Keeps a page current: listens to the groups' Server-Sent Events and refetches what is on screen when one of
 * them changes (events say only that something changed; not of the changes this tab made itself, whose
 * answers it has already applied). EventSource reconnects by itself after a drop; the
 * page refreshes once the stream is back, to catch what it missed.
 */
export function useLiveGroups(groupIds: ReadonlyArray<string | undefined | null>) {
  const queryClient = useQueryClient();
  const key = [...new Set(groupIds.filter((id): id is string => Boolean(id)))].sort().slice(0, MAX_STREAMS).join(',');

  useEffect(() => {
    if (!key || typeof EventSource === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        for (const queryKey of [
          gameweekKeys.all,
          predictionKeys.all,
          leaderboardKeys.all,
          statsKeys.all,
          homeKeys.all,
          groupKeys.all,
          bonusKeys.all,
        ])
          void queryClient.invalidateQueries({ queryKey });
      }, COALESCE_MS);
    };
    const sources = key.split(',').map((groupId) => {
      const source = new EventSource(`/api/v1/groups/${groupId}/events?${LIVE_CLIENT_PARAM}=${LIVE_CLIENT_ID}`);
      let dropped = false;
      source.onmessage = refresh;
      source.onerror = () => {
        dropped = true;
      };
      source.onopen = () => {
        if (dropped) refresh();
        dropped = false;
      };
      return source;
    });
    return () => {
      clearTimeout(timer);
      for (const source of sources) source.close();
    };
  }, [key, queryClient]);
}

export const useLiveGroup = (groupId: string | undefined | null) => useLiveGroups([groupId]);
