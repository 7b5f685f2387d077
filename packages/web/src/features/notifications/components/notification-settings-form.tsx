import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_MESSAGES,
  type NotificationChannel,
  type NotificationKind,
  type NotificationSettings,
  REMINDER_TIMINGS,
  REMINDER_TIMING_LABELS,
  type ReminderTiming,
} from '@scoreline/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/text-field';
import { useSaveNotificationSettings } from '../api/notifications';
import { ChannelCheckbox } from './channel-checkbox';
import { withChannel, withGoalPushes } from './notification-toggles';
import { t } from '../../../lib/i18n';

const channelLabel = (channel: NotificationChannel) => (channel === 'email' ? t('Email') : t('Push'));
/** A kind's checkbox for one channel, named for screen readers ("Results by email"). */
const kindByChannel = (kind: string, channel: NotificationChannel) =>
  t('{channel, select, email {{kind} by email} other {{kind} by push}}', { kind, channel });

/** When reminders go out, each kind of notification by email and by push, and goals by push: saved together. */
export function NotificationSettingsForm({ saved }: { saved: NotificationSettings }) {
  const [settings, setSettings] = useState(saved);
  const save = useSaveNotificationSettings();
  const toggle = (kind: NotificationKind, channel: NotificationChannel, on: boolean) =>
    setSettings((current) => withChannel(current, kind, channel, on));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate(settings);
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <div className="space-y-1">
        <label htmlFor="reminder-timing" className="block text-sm font-medium">
          {t('Remind me before predictions close')}
        </label>
        <select
          id="reminder-timing"
          className={inputClass}
          value={settings.reminderTiming}
          onChange={(event) => setSettings({ ...settings, reminderTiming: event.target.value as ReminderTiming })}
        >
          {REMINDER_TIMINGS.map((timing) => (
            <option key={timing} value={timing}>
              {REMINDER_TIMING_LABELS[timing]}
            </option>
          ))}
        </select>
        <p className="text-xs text-muted">{t('Only when a match of yours still has no prediction.')}</p>
      </div>
      <table className="w-full text-sm">
        <caption className="sr-only">{t('Notifications by kind and channel')}</caption>
        <thead>
          <tr className="text-left text-muted">
            <th scope="col" className="py-1 font-medium">
              {t('Notify me of')}
            </th>
            {NOTIFICATION_CHANNELS.map((channel) => (
              <th key={channel} scope="col" className="w-16 py-1 text-center font-medium">
                {channelLabel(channel)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {NOTIFICATION_KINDS.map((kind) => (
            <tr key={kind} className="border-t border-subtle">
              <th scope="row" className="py-1 pr-2 text-left font-normal">
                {NOTIFICATION_KIND_LABELS[kind]}
              </th>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <td key={channel} className="text-center">
                  <ChannelCheckbox
                    label={kindByChannel(NOTIFICATION_KIND_LABELS[kind], channel)}
                    checked={settings[kind][channel]}
                    onChange={(on) => toggle(kind, channel, on)}
                  />
                </td>
              ))}
            </tr>
          ))}
          <tr className="border-t border-subtle">
            <th scope="row" className="py-1 pr-2 text-left font-normal">
              {NOTIFICATION_MESSAGES.goalsSetting}
            </th>
            <td className="text-center text-muted">
              {/* eslint-disable-next-line i18next/no-literal-string -- not prose: a dash for "not offered" (the sr-only text says it) */}
              <span aria-hidden="true">–</span>
              <span className="sr-only">{NOTIFICATION_MESSAGES.goalsNotByEmail}</span>
            </td>
            <td className="text-center">
              <ChannelCheckbox
                label={kindByChannel(NOTIFICATION_MESSAGES.goalsSetting, 'push')}
                checked={settings.goals.push}
                onChange={(on) => setSettings((current) => withGoalPushes(current, on))}
              />
            </td>
          </tr>
        </tbody>
      </table>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t('Saving...') : t('Save notification settings')}
      </Button>
    </form>
  );
}
