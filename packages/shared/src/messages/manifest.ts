/** The installable app's manifest (served in the reader's language; its name stays "Scoreline"). */
export const MANIFEST_MESSAGES = {
  description: 'Predict football scores and compete with your friends.',
} as const;
