import type { NotFoundEntity } from '@scoreline/shared';
import { ApiError } from '../../lib/api-client';
import { EntityNotFound } from './not-found';
import { LoadError, NotMemberView, groupOfRefusal } from './page-states';

/**
 * Why a page of a group's (a gameweek, the leaderboards) did not load: it does not exist, the viewer is not a
 * member (with the way to the group: the page's own, or the one the 403 names), or the red box with "Try again".
 */
export function GroupPageLoadError({
  error,
  entity,
  groupId = groupOfRefusal(error),
  message,
  detail,
  onRetry,
}: {
  error: unknown;
  entity: NotFoundEntity;
  groupId?: string | null;
  message: string;
  detail?: string;
  onRetry: () => void;
}) {
  if (error instanceof ApiError && error.status === 404) return <EntityNotFound entity={entity} />;
  if (error instanceof ApiError && error.status === 403) return <NotMemberView groupId={groupId} />;
  return <LoadError message={message} detail={detail} onRetry={onRetry} />;
}
