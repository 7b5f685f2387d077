import type { GameweekLeaderboardRow, GroupStats, PlayerStats } from '@scoreline/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Header, mainNavItems } from '../components/layout/header';
import { NotFoundPage } from '../components/layout/not-found';
import { ContentionMark } from '../features/leaderboards/components/contention-mark';
import { WinnerBanner } from '../features/leaderboards/components/winner-banner';
import { Podiums } from '../features/stats/components/podiums';
import { StatCards } from '../features/stats/components/stat-cards';
import { activateLocale } from '../lib/i18n';

// The shell, leaderboards and stats read in the active language; the other tests read them in English.
afterEach(async () => {
  cleanup();
  await activateLocale('en');
});

const stats = (values: Partial<PlayerStats>): PlayerStats => ({
  gameweeksPlayed: 2,
  points: 9,
  predictionsMarked: 10,
  correctScores: 3,
  correctResults: 6,
  gameweekWins: 1,
  avgPointsPerGameweek: 4.5,
  scoreAccuracy: 30,
  ...values,
});

const winner = (id: string, username: string): GameweekLeaderboardRow =>
  ({ player: { id, username, bgColour: '#123456', isPlaceholder: false }, totalPoints: 1 }) as GameweekLeaderboardRow;

describe('the shell in German and Spanish', () => {
  it('titles the tab through the catalogue and names the navigation in the language', async () => {
    await activateLocale('de');
    render(<NotFoundPage />, { wrapper: MemoryRouter });
    expect(document.title).toBe('Seite nicht gefunden | Scoreline');
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toBeTruthy();
    cleanup();

    await activateLocale('es');
    render(<Header items={mainNavItems()} />, { wrapper: MemoryRouter });
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Grupos', 'Pronósticos', 'Clasificaciones', 'Estadísticas', 'Perfil']);
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toBeTruthy();
  });

  it('writes figures in the language: decimals, percentages, places and points', async () => {
    await activateLocale('de');
    render(<StatCards stats={stats({})} withWins />);
    expect(screen.getByText('Ø Punkte / Spieltag').nextElementSibling?.textContent).toBe('4,5');
    expect(screen.getByText('Trefferquote').nextElementSibling?.textContent).toBe('30 %');
    cleanup();

    await activateLocale('es');
    const players: GroupStats['players'] = [
      { player: { id: 'a', username: 'Ana', bgColour: '#123456', isPlaceholder: false }, stats: stats({ avgPointsPerGameweek: 1 }) },
      { player: { id: 'b', username: 'Bea', bgColour: '#654321', isPlaceholder: false }, stats: stats({ avgPointsPerGameweek: 0.5 }) },
    ];
    render(<Podiums stats={{ players }} />);
    const [points] = screen.getAllByTestId('podium');
    expect(within(points!).getByRole('heading').textContent).toBe('Más puntos por jornada');
    expect(
      within(points!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1.ºAAna1 pto.', '2.ºBBea0,5 ptos.']);
  });

  it('says who won in one sentence that agrees with its subject', async () => {
    await activateLocale('de');
    render(<WinnerBanner weekNumber={3} winners={[winner('me', 'Ann')]} viewerId="me" />);
    const line = () => screen.getByTestId('winner-banner').querySelector('p')?.textContent;
    expect(line()).toBe('Sieger von Spieltag 3Du hast mit 1 Punkt gewonnen');
    cleanup();
    render(<WinnerBanner weekNumber={3} winners={[winner('me', 'Ann'), winner('b', 'Bo'), winner('c', 'Cy')]} viewerId="me" />);
    expect(line()).toBe('Sieger von Spieltag 3 (punktgleich)Du, Bo und Cy teilen sich den Sieg mit 1 Punkt');
  });

  it('reads who can still win aloud with the plural the number needs', async () => {
    await activateLocale('de');
    render(<ContentionMark contention={{ canWin: false, maxPoints: 1 }} />);
    expect(screen.getByTestId('contention').textContent).toBe('Chancenlos\u00a0· max. 1, höchstens 1 Punkt erreichbar');
  });
});
