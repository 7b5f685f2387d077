export const LOADING_MESSAGES = {
  heading: 'Loading...',
  defaultMessage: 'Please wait while we set things up',
} as const;
