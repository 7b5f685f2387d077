import { expect, test } from '@playwright/test';
import { horizontalOverflow } from './support/fit';
import { createConfirmedUser, newUser, signInAs } from './support/users';

const json = (baseURL: string) => ({ origin: baseURL, 'content-type': 'application/json' });
/** "HH:MM" of an instant in a zone, as a kick-off time shows it. */
const clock = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(instant));

test.use({ locale: 'de-DE', timezoneId: 'Europe/Berlin', viewport: { width: 360, height: 800 } });

test('a player with a German browser switches to Spanish and São Paulo time on the Profile: the app follows at once', async ({
  page,
  request,
  baseURL,
}) => {
  const player = await createConfirmedUser(request, baseURL!, newUser('lang'));
  await signInAs(page, baseURL!, player, '/profile');
  await expect(page.getByRole('heading', { name: 'Dein Profil' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(await horizontalOverflow(page)).toEqual([]);

  // A match in 30 hours, to read its kick-off time on the home page.
  const kickOff = new Date(Date.now() + 30 * 3_600_000).toISOString();
  const group = await (
    await page.request.post('/api/v1/groups', { headers: json(baseURL!), data: { name: 'Zonas', maxMembers: 10, season: { name: 'S1' } } })
  ).json();
  const gameweek = await page.request.post(`/api/v1/groups/${group.id}/gameweeks`, {
    headers: json(baseURL!),
    data: {
      deadline: new Date(Date.now() + 2 * 3_600_000).toISOString(),
      matches: [{ kind: 'custom', homeTeam: 'Reds', awayTeam: 'Blues', matchTime: kickOff }],
    },
  });
  expect(gameweek.status()).toBe(201);

  const section = page.getByRole('region', { name: 'Sprache und Zeitzone' });
  await section.getByLabel('Sprache', { exact: true }).selectOption('es');
  await section.getByLabel('Zeitzone', { exact: true }).selectOption('America/Sao_Paulo');
  await section.getByRole('button', { name: 'Sprache und Zeitzone speichern' }).click();

  await expect(page.getByText('Idioma y zona horaria guardados.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tu perfil' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const session = await (await page.request.get('/api/v1/session')).json();
  expect(session.user).toMatchObject({ locale: 'es', timeZone: 'America/Sao_Paulo' });
  expect(await horizontalOverflow(page)).toEqual([]);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Próximos partidos' })).toBeVisible();
  const match = page.getByTestId('upcoming-match');
  await expect(match).toContainText('Zonas · Jornada 1');
  await expect(match).toContainText(clock(kickOff, 'America/Sao_Paulo'));
  await expect(match).not.toContainText(clock(kickOff, 'Europe/Berlin'));

  // Back to the browser's language: German again, the zone kept.
  await page.goto('/profile');
  const seccion = page.getByRole('region', { name: 'Idioma y zona horaria' });
  await seccion.getByLabel('Idioma', { exact: true }).selectOption('');
  await seccion.getByRole('button', { name: 'Guardar idioma y zona horaria' }).click();
  await expect(page.getByText('Sprache und Zeitzone gespeichert.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dein Profil' })).toBeVisible();
  expect((await (await page.request.get('/api/v1/session')).json()).user).toMatchObject({ locale: null, timeZone: 'America/Sao_Paulo' });
});
