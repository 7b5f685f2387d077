import { type GroupDetail, type GroupInvite, INVITE_EXPIRY_CHOICES, INVITE_FRIENDS_MESSAGES, INVITE_MESSAGES } from '@scoreline/shared';
import { formatDate } from '../../../lib/dates';
import { Copy, Link2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/text-field';
import { copyCurrentLink } from '../../../lib/copy-link';
import { useCreateInvite, useGroupInvites, useRevokeInvite } from '../api/invites';
import { t } from '../../../lib/i18n';

const USES_CHOICES = [null, 1, 5, 10, 25] as const;

function describe(invite: GroupInvite): string {
  const username = invite.placeholder?.username;
  const kind =
    invite.kind === 'join'
      ? t(INVITE_FRIENDS_MESSAGES.linkLabel)
      : username
        ? t('Claim link for {username}', { username })
        : t('Claim link for a placeholder');
  const uses =
    invite.maxUses === null
      ? t('{count} joined', { count: invite.uses })
      : t('{count} of {max} used', { count: invite.uses, max: invite.maxUses });
  const expiry = invite.expiresAt ? t('expires {date}', { date: formatDate(invite.expiresAt) }) : t('never expires');
  return t('{kind} · {uses} · {expiry}', { kind, uses, expiry });
}

/** Admins' invite links: create one (it is copied at once), copy again, revoke. */
export function InviteLinks({ group }: { group: GroupDetail }) {
  const enabled = group.viewer.canManageInvites;
  const invites = useGroupInvites(group.id, enabled);
  const create = useCreateInvite(group.id);
  const revoke = useRevokeInvite(group.id);
  const [days, setDays] = useState<string>('7');
  const [maxUses, setMaxUses] = useState<string>('');
  if (!enabled) return null;

  return (
    <section className="sm:card space-y-3 sm:p-4" aria-labelledby="invites-heading">
      <h2 id="invites-heading" className="text-lg font-semibold">
        {t('Invite links')}
      </h2>
      <p className="text-sm text-muted">
        {t(
          'Anyone with a link can join without the PIN while it is valid; changing the PIN does not end it, revoking does. A link ends too when whoever made it is no longer an admin.',
        )}
      </p>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:items-end">
        <label className="block text-sm font-medium">
          {t('Expires')}
          <select className={`${inputClass} mt-1`} value={days} onChange={(event) => setDays(event.target.value)}>
            {INVITE_EXPIRY_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {t('{count, plural, one {In # day} other {In # days}}', { count: choice })}
              </option>
            ))}
            <option value="">{t('Never')}</option>
          </select>
        </label>
        <label className="block text-sm font-medium">
          {t('Uses')}
          <select className={`${inputClass} mt-1`} value={maxUses} onChange={(event) => setMaxUses(event.target.value)}>
            {USES_CHOICES.map((choice) => (
              <option key={choice ?? 'any'} value={choice ?? ''}>
                {choice === null ? t('No limit') : t('{count, plural, one {# person} other {# people}}', { count: choice })}
              </option>
            ))}
          </select>
        </label>
        <Button
          className="col-span-2"
          disabled={create.isPending}
          onClick={() =>
            create.mutate({
              expiresInDays: days ? (Number(days) as 1 | 7 | 30) : null,
              maxUses: maxUses ? Number(maxUses) : null,
            })
          }
        >
          <Link2 aria-hidden="true" className="h-4 w-4" />
          {t('Create invite link')}
        </Button>
      </div>
      {(invites.data ?? []).length > 0 && (
        <ul className="divide-y divide-[var(--border)]" aria-label={t('Active invite links')}>
          {invites.data!.map((invite) => (
            // On a phone the description has its own line above the buttons (German's long words need the width).
            <li key={invite.id} className="flex flex-wrap items-center gap-2 py-2">
              <span className="min-w-0 basis-full text-sm break-words hyphens-auto sm:flex-1 sm:basis-auto">{describe(invite)}</span>
              <Button
                variant="secondary"
                aria-label={t('Copy {link}', { link: describe(invite) })}
                onClick={() =>
                  void copyCurrentLink(t(invite.kind === 'claim' ? INVITE_MESSAGES.claimCopied : INVITE_MESSAGES.copied), invite.url)
                }
              >
                <Copy aria-hidden="true" className="h-4 w-4" />
                {t(INVITE_FRIENDS_MESSAGES.copy)}
              </Button>
              <Button variant="secondary" disabled={revoke.isPending} onClick={() => revoke.mutate(invite.id)}>
                {t('Revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
