import {
  type GameweekPredictionsPage,
  type MatchDetail,
  type MyPredictions,
  type PredictionSettings,
  type PredictionSheet,
  type SavePredictionsInput,
  type SavedSheet,
  type YetToPredict,
  PREDICTION_MESSAGES,
  NOTIFICATION_MESSAGES,
  sheetMissesOpenMatch,
} from '@scoreline/shared';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PREDICTIONS_FIRST_BATCH, PREDICTIONS_NEXT_BATCH } from '@scoreline/shared';
import { homeKeys, predictionKeys } from '../../../lib/query-keys';
import { formatList, t } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { api, errorMessage, noRetryOn4xx } from '../../../lib/api-client';

export function useMyPredictions() {
  return useQuery({ queryKey: predictionKeys.mine(), queryFn: () => api<MyPredictions>('/api/v1/me/predictions') });
}

export function usePredictionSheet(gameweekId: string, userId: string | undefined) {
  return useQuery({
    queryKey: predictionKeys.sheet(gameweekId, userId ?? ''),
    queryFn: () => api<PredictionSheet>(`/api/v1/gameweeks/${gameweekId}/players/${userId}/predictions`),
    enabled: Boolean(gameweekId && userId),
    retry: noRetryOn4xx,
  });
}

/**
 * Saves a sheet in one request: the saved sheet in the answer replaces the cached one, here and in /predictions'
 * list, so the page shows it without asking again (nor does the live stream echo the save back to this tab).
 */
export function useSavePredictions(gameweekId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SavePredictionsInput) =>
      api<SavedSheet>(`/api/v1/gameweeks/${gameweekId}/players/${userId}/predictions`, { method: 'PUT', body: input }),
    onSuccess: ({ notSaved: _notSaved, otherGroups, ...sheet }) => {
      const sheetKey = predictionKeys.sheet(gameweekId, userId);
      queryClient.setQueryData(sheetKey, sheet);
      // Copied into other groups: their sheets (and /predictions' list) are fetched again; this one is the answer.
      if (otherGroups.some((group) => group.savedMatchIds.length > 0))
        void queryClient.invalidateQueries({
          queryKey: predictionKeys.all,
          predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(sheetKey),
        });
      queryClient.setQueryData<MyPredictions>(predictionKeys.mine(), (mine) =>
        mine
          ? {
              groups: mine.groups.map((entry) =>
                entry.sheet?.gameweek.id === gameweekId && entry.sheet.player.id === userId ? { ...entry, sheet } : entry,
              ),
            }
          : mine,
      );
      // A whole sheet takes its player off "Yet to predict" (the other members' pages hear it live); one that
      // misses a match keeps them on it, or (a prediction removed) may put them back: only then asked again.
      const yetToPredictKey = predictionKeys.yetToPredict(gameweekId);
      const listed = queryClient.getQueryData<YetToPredict>(yetToPredictKey)?.players.some((player) => player.id === userId);
      if (!sheetMissesOpenMatch(sheet))
        queryClient.setQueryData<YetToPredict>(yetToPredictKey, (list) =>
          list ? { ...list, players: list.players.filter((player) => player.id !== userId) } : list,
        );
      else if (!listed) void queryClient.invalidateQueries({ queryKey: yetToPredictKey });
      // Home's upcoming matches show predictions too: fetched again when next shown, however recently loaded.
      void queryClient.invalidateQueries({ queryKey: homeKeys.all, refetchType: 'none' });
    },
    // Refused (the deadline passed, an admin locked it): show the gameweek as it now is.
    onError: () => queryClient.invalidateQueries({ queryKey: predictionKeys.all }),
  });
}

/**
 * The player's remembered "Also save in my other groups": the server keeps it, and their sheets carry it. Cached
 * sheets are fetched again when next shown.
 */
export function useSavePredictionSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PredictionSettings) =>
      api<PredictionSettings>('/api/v1/me/prediction-settings', { method: 'PUT', body: settings }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: predictionKeys.all, refetchType: 'none' }),
    onError: (error) => toast.error(errorMessage(error)),
  });
}

/**
 * The toasts of a save: the spec's saved message, the other groups it was also saved in and those that left it
 * unchanged (the server's words: "Not saved in Sunday League: the deadline has passed"), the predictions it
 * removed (rows `sent` with both sides empty), and with kick-off locks the matches that had already kicked off
 * (their predictions were left as they were).
 */
export function announceSaved(saved: SavedSheet, message: string, sent: SavePredictionsInput['predictions']) {
  toast.success(message);
  const alsoIn = saved.otherGroups.filter((group) => group.savedMatchIds.length > 0).map((group) => group.groupName);
  if (alsoIn.length > 0) toast.success(t(PREDICTION_MESSAGES.alsoSavedIn, { groups: formatList(alsoIn) }));
  for (const group of saved.otherGroups) if (group.notSaved) toast.error(group.notSaved.message);
  const notSaved = new Set(saved.notSaved.map((match) => match.matchId));
  const emptied = new Set(sent.filter((row) => row.home === null && row.away === null).map((row) => row.matchId));
  const removed = saved.matches.filter((match) => emptied.has(match.id) && !notSaved.has(match.id));
  if (removed.length > 0) toast.success(t(PREDICTION_MESSAGES.removed, { count: removed.length, matches: fixtureList(removed) }));
  if (saved.notSaved.length > 0) toast.error(kickedOffMessage(saved.notSaved));
}

/** "Reds v Blues and Greens v Whites", in the reader's language. */
export const fixtureList = (matches: ReadonlyArray<{ homeTeam: string; awayTeam: string }>) =>
  formatList(matches.map((match) => t(PREDICTION_MESSAGES.fixture, { home: match.homeTeam, away: match.awayTeam })));

/** With kick-off locks: the matches of a save that had already kicked off (their predictions left as they were). */
export const kickedOffMessage = (matches: ReadonlyArray<{ homeTeam: string; awayTeam: string }>) =>
  t(PREDICTION_MESSAGES.kickedOffNotSaved, { matches: fixtureList(matches) });

/** Who still has to predict in a gameweek (names only). */
export function useYetToPredict(gameweekId: string) {
  return useQuery({
    queryKey: predictionKeys.yetToPredict(gameweekId),
    queryFn: () => api<YetToPredict>(`/api/v1/gameweeks/${gameweekId}/yet-to-predict`),
    retry: noRetryOn4xx,
  });
}

/** An admin's "Remind them": emails and pushes those yet to predict (at most once an hour, the server decides). */
export function useRemindYetToPredict(gameweekId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ reminded: number }>(`/api/v1/gameweeks/${gameweekId}/remind`, { method: 'POST' }),
    onSuccess: ({ reminded }) => {
      toast.success(reminded > 0 ? t(NOTIFICATION_MESSAGES.remindersSent, { count: reminded }) : t(NOTIFICATION_MESSAGES.nobodyToRemind));
    },
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: predictionKeys.yetToPredict(gameweekId) }),
  });
}

/** Everyone's predictions in a locked gameweek: 25 players first, then 5 more per page. */
export function useGameweekPredictions(gameweekId: string, search: string) {
  return useInfiniteQuery({
    queryKey: predictionKeys.gameweek(gameweekId, search),
    initialPageParam: 0,
    queryFn: ({ pageParam }) => {
      const limit = pageParam === 0 ? PREDICTIONS_FIRST_BATCH : PREDICTIONS_NEXT_BATCH;
      const query = new URLSearchParams({ offset: String(pageParam), limit: String(limit) });
      if (search) query.set('search', search);
      return api<GameweekPredictionsPage>(`/api/v1/gameweeks/${gameweekId}/predictions?${query}`);
    },
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.players.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
    // A new search keeps the current list on screen until its answer arrives.
    placeholderData: keepPreviousData,
    retry: noRetryOn4xx,
  });
}

export function useMatchDetail(matchId: string) {
  return useQuery({
    queryKey: predictionKeys.match(matchId),
    queryFn: () => api<MatchDetail>(`/api/v1/matches/${matchId}`),
    retry: noRetryOn4xx,
  });
}
