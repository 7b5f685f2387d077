import type { PredictionSheet } from '@scoreline/shared';
import { useState } from 'react';
import { useSavePredictionSettings } from '../api/predictions';

type Offer = Pick<PredictionSheet, 'alsoOpenIn' | 'alsoSaveInOtherGroups'>;

/**
 * The score card's "Also save in my other groups": the groups the server offers for this sheet (its other groups
 * where some of its fixtures are open), the box ticked as the player last chose (the server remembers each change),
 * and what Submit adds to its request: the flag, only when there is an offer.
 */
export function useAlsoSave(sheet: Offer | undefined) {
  const [choice, setChoice] = useState<boolean | null>(null);
  const remember = useSavePredictionSettings();
  const offered = sheet?.alsoOpenIn ?? [];
  const checked = choice ?? sheet?.alsoSaveInOtherGroups ?? false;
  return {
    offered,
    checked,
    setChecked(value: boolean) {
      setChoice(value);
      remember.mutate({ alsoSaveInOtherGroups: value });
    },
    flag: offered.length > 0 ? { alsoInMyOtherGroups: checked } : {},
  };
}
