import { LOCALES, LOCALE_NAMES, type Locale, type Profile, type UpdateProfileInput, isLocale } from '@scoreline/shared';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { activateLocale, activateTimeZone, activeTimeZone, browserLocale, browserTimeZone, t } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useUpdateProfile } from '../api/update-profile';
import { timeZoneOptions, zoneName } from './time-zone-options';

/** The select's value for "Browser default" (the profile stores null). */
const BROWSER_DEFAULT = '';

/**
 * The Profile's "Language and time zone": the player's language (or their browser's) and zone, saved together.
 * Once saved, the session's profile switches the app (lib/session-locale.ts); the toast already speaks the new language.
 */
export function LanguageAndZoneCard({ profile }: { profile: Profile }) {
  const ids = useId();
  const updateProfile = useUpdateProfile();
  const savedZone = profile.timeZone ?? activeTimeZone();
  const [language, setLanguage] = useState<string>(profile.locale ?? BROWSER_DEFAULT);
  const [zone, setZone] = useState(savedZone);
  const [error, setError] = useState<string | null>(null);
  const zones = useMemo(() => timeZoneOptions(zone), [zone]);
  const deviceZone = browserTimeZone();

  const chosenLocale: Locale | null = isLocale(language) ? language : null;
  // A player without a saved zone sees the one in use; saving anything stores it.
  const changed = chosenLocale !== profile.locale || zone !== savedZone;
  const changes: UpdateProfileInput = {
    ...(chosenLocale !== profile.locale ? { locale: chosenLocale } : {}),
    ...(zone !== profile.timeZone ? { timeZone: zone } : {}),
  };

  async function onSave(event: FormEvent) {
    event.preventDefault();
    if (!changed) return;
    setError(null);
    try {
      const saved = await updateProfile.mutateAsync(changes);
      // Switched here too (not only by the session's effect) so the toast reads in the new language.
      await activateLocale(saved.locale ?? browserLocale());
      activateTimeZone(saved.timeZone);
      toast.success(t('Language and time zone saved.'));
    } catch (saveError) {
      setError(errorMessage(saveError));
    }
  }

  return (
    <section aria-labelledby={`${ids}-heading`} className="card p-4 sm:p-6">
      <h2 id={`${ids}-heading`} className="text-lg font-semibold">
        {t('Language and time zone')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('The app, your emails and your notifications use them.')}</p>
      <form onSubmit={onSave} className="mt-4 space-y-4" noValidate>
        <div className="space-y-1">
          <label htmlFor={`${ids}-language`} className="block text-sm font-medium">
            {t('Language')}
          </label>
          <select id={`${ids}-language`} className={inputClass} value={language} onChange={(event) => setLanguage(event.target.value)}>
            <option value={BROWSER_DEFAULT}>{t('Browser default')}</option>
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {LOCALE_NAMES[locale]}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor={`${ids}-zone`} className="block text-sm font-medium">
            {t('Time zone')}
          </label>
          <select id={`${ids}-zone`} className={inputClass} value={zone} onChange={(event) => setZone(event.target.value)}>
            {zones.map((option) => (
              <option key={option} value={option}>
                {zoneName(option)}
              </option>
            ))}
          </select>
          {zone !== deviceZone && (
            <Button variant="secondary" className="mt-2 w-full sm:w-auto" onClick={() => setZone(deviceZone)}>
              {t('Use this device’s zone ({zone})', { zone: zoneName(deviceZone) })}
            </Button>
          )}
        </div>
        {error && (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {error}
          </p>
        )}
        <Button type="submit" className="w-full" disabled={!changed || updateProfile.isPending}>
          {updateProfile.isPending ? t('Saving...') : t('Save language and time zone')}
        </Button>
      </form>
    </section>
  );
}
