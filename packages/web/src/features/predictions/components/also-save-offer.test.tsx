import type { PredictionSheet, SavePredictionsInput } from '@scoreline/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlsoSaveOffer } from './also-save-offer';
import { ScoreCard } from './score-card';
import { matchesOf } from './test-fixtures';
import { useAlsoSave } from './use-also-save';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Offer = Pick<PredictionSheet, 'alsoOpenIn' | 'alsoSaveInOtherGroups'>;

/** A score card with the offer, as the sheet panels compose them; Submit hands over what the save would send. */
function Card({ offer, onSave }: { offer: Offer; onSave: (input: SavePredictionsInput) => void }) {
  const alsoSave = useAlsoSave(offer);
  return (
    <ScoreCard
      matches={matchesOf(2)}
      predictions={[]}
      editable
      submitExtra={<AlsoSaveOffer groups={alsoSave.offered} checked={alsoSave.checked} onChange={alsoSave.setChecked} />}
      onSubmit={async (rows) => onSave({ predictions: rows, ...alsoSave.flag })}
    />
  );
}

function renderCard(offer: Offer) {
  const settings: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      expect(url).toBe('/api/v1/me/prediction-settings');
      settings.push(JSON.parse(String(init?.body)));
      return new Response(String(init?.body), { status: 200 });
    }),
  );
  const onSave = vi.fn<(input: SavePredictionsInput) => void>();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Card offer={offer} onSave={onSave} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onSave, settings };
}

const enterAndSubmit = () => {
  fireEvent.input(screen.getByLabelText('Reds score', { selector: 'input' }), {
    target: { value: '2' },
    data: '2',
    inputType: 'insertText',
  });
  return act(() => fireEvent.click(screen.getByRole('button', { name: 'Submit Predictions' })));
};
const two: Offer['alsoOpenIn'] = [
  { groupId: 'g2', groupName: 'Bravo', matchIds: ['m1', 'm2'] },
  { groupId: 'g3', groupName: 'Charlie', matchIds: ['m2'] },
];

describe('Also save in my other groups', () => {
  it('is not offered without other groups, and the save does not ask for it', async () => {
    const { onSave } = renderCard({ alsoOpenIn: [], alsoSaveInOtherGroups: true });
    expect(screen.queryByTestId('also-save')).toBeNull();
    await enterAndSubmit();
    expect(onSave.mock.calls[0]![0]).toEqual({ predictions: [{ matchId: 'm1', home: 2, away: null }] });
  });

  it('names the groups, comes ticked as the player last chose, and the save carries the choice', async () => {
    const { onSave } = renderCard({ alsoOpenIn: two, alsoSaveInOtherGroups: true });
    const offer = screen.getByTestId('also-save');
    expect(offer.textContent).toContain('Also save in my other groups (2)');
    expect(offer.textContent).toContain('Bravo and Charlie');
    expect(screen.getByRole<HTMLInputElement>('checkbox').checked).toBe(true);
    await enterAndSubmit();
    expect(onSave.mock.calls[0]![0]).toMatchObject({ alsoInMyOtherGroups: true });
  });

  it('is remembered by the server when the player changes it (off until they choose)', async () => {
    const { onSave, settings } = renderCard({ alsoOpenIn: two, alsoSaveInOtherGroups: false });
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: /Also save in my other groups/ });
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    await waitFor(() => expect(settings).toEqual([{ alsoSaveInOtherGroups: true }]));
    await enterAndSubmit();
    expect(onSave.mock.calls[0]![0]).toMatchObject({ alsoInMyOtherGroups: true });
    fireEvent.click(box);
    await waitFor(() => expect(settings).toEqual([{ alsoSaveInOtherGroups: true }, { alsoSaveInOtherGroups: false }]));
  });
});
