import { type Action, type PolicySubjects, type Refusal, type Viewer, check } from '@scoreline/shared';
import {
  type AppError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  NotMemberError,
  UnauthorizedError,
  ValidationError,
} from './errors.js';

/** The HTTP answer to a policy refusal: each kind of "no" has one status. */
export function refusalError(refusal: Refusal, groupId: string): AppError {
  switch (refusal.kind) {
    case 'unauthenticated':
      return new UnauthorizedError(refusal.message);
    case 'not-member':
      return new NotMemberError(refusal.message, groupId);
    case 'forbidden':
      return new ForbiddenError(refusal.message);
    case 'not-found':
      return new NotFoundError(refusal.message);
    case 'invalid':
      return new ValidationError(refusal.message);
    case 'conflict':
      return new ConflictError(refusal.message, refusal.confirm ? { confirm: refusal.confirm } : undefined);
  }
}

/**
 * Asks the shared policy and throws its refusal as the matching HTTP error. Services call this instead of
 * writing their own `if`; a write that must not race a change calls it again with the rows read under its lock.
 */
export function enforce<A extends Action>(viewer: Viewer & { groupId: string }, action: A, subject: PolicySubjects[A]): void {
  const refusal = check(viewer, action, subject);
  if (refusal) throw refusalError(refusal, viewer.groupId);
}
