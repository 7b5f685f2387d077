import { type CreateInviteInput, type GroupInvite, INVITE_MESSAGES, type Invitation, type PublicInvitation } from '@scoreline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, errorMessage, noRetryOn4xx } from '../../../lib/api-client';
import { copyCurrentLink } from '../../../lib/copy-link';
import { groupKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { t } from '../../../lib/i18n';

export function useGroupInvites(groupId: string, enabled: boolean) {
  return useQuery({
    queryKey: groupKeys.invites(groupId),
    queryFn: () => api<GroupInvite[]>(`/api/v1/groups/${groupId}/invites`),
    enabled,
  });
}

/** Creates an invite link (or a placeholder's claim link) and copies it at once. */
export function useCreateInvite(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateInviteInput) => api<GroupInvite>(`/api/v1/groups/${groupId}/invites`, { method: 'POST', body: input }),
    onSuccess: async (invite) => {
      queryClient.setQueryData<GroupInvite[]>(groupKeys.invites(groupId), (list) => (list ? [invite, ...list] : list));
      await copyCurrentLink(t(invite.kind === 'claim' ? INVITE_MESSAGES.claimCopied : INVITE_MESSAGES.copied), invite.url);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}

/** How long the link the "Invite your friends" card makes works: the longest an admin can choose. */
const SHAREABLE_LINK_DAYS = 30;

/**
 * A link to hand out to anyone: an active invite link without a use limit (any admin's), else one made now for
 * 30 days (the existing API; it then shows under the Members tab's links, where it can be revoked).
 */
export function useShareableInvite(groupId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const invites = useGroupInvites(groupId, enabled);
  const reusable = invites.data?.find((invite) => invite.kind === 'join' && invite.maxUses === null);
  const create = useMutation({
    mutationFn: () =>
      api<GroupInvite>(`/api/v1/groups/${groupId}/invites`, {
        method: 'POST',
        body: { expiresInDays: SHAREABLE_LINK_DAYS, maxUses: null },
      }),
    onSuccess: (invite) => queryClient.setQueryData<GroupInvite[]>(groupKeys.invites(groupId), (list) => [invite, ...(list ?? [])]),
  });
  const needed = enabled && invites.isSuccess && !reusable;
  const { isIdle, mutate } = create;
  useEffect(() => {
    if (needed && isIdle) mutate();
  }, [needed, isIdle, mutate]);
  return {
    url: reusable?.url ?? null,
    error: invites.error ?? create.error,
    retry: () => (invites.error ? void invites.refetch() : create.reset()),
  };
}

export function useRevokeInvite(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) => api<void>(`/api/v1/groups/${groupId}/invites/${inviteId}`, { method: 'DELETE' }),
    onSuccess: (_nothing, inviteId) => {
      queryClient.setQueryData<GroupInvite[]>(groupKeys.invites(groupId), (list) => list?.filter((invite) => invite.id !== inviteId));
      toast.success(t(INVITE_MESSAGES.revoked));
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}

/** A link as the signed-in viewer sees it (`enabled` once signed in). */
export function useInvitation(token: string, enabled = true) {
  return useQuery({
    queryKey: groupKeys.invitation(token),
    queryFn: () => api<Invitation>(`/api/v1/invites/${encodeURIComponent(token)}`),
    retry: noRetryOn4xx,
    enabled,
  });
}

/** A link as anyone holding it sees it, before signing in: the group's face and who invited. */
export function usePublicInvitation(token: string, enabled: boolean) {
  return useQuery({
    queryKey: groupKeys.invitationPreview(token),
    queryFn: () => api<PublicInvitation>(`/api/v1/invites/${encodeURIComponent(token)}/preview`),
    retry: noRetryOn4xx,
    enabled,
  });
}

export function useAcceptInvite(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<{ groupId: string; kind: 'join' | 'claim' }>(`/api/v1/invites/${encodeURIComponent(token)}/accept`, { method: 'POST' }),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: groupKeys.all }), queryClient.invalidateQueries({ queryKey: ['home'] })]),
  });
}
