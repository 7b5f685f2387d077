/** What the server answers that no single feature owns: files, devices, the football data service, sign-in limits. */
export const SERVER_MESSAGES = {
  noSuchImage: 'There is no such image.',
  userNotFound: 'User not found',
  noSuchDevice: 'No such device.',
  noSuchCalendar: 'There is no such calendar.',
  /** `wait`: a `WAIT_MESSAGES` message ("5 minutes"). */
  tooManySignIns: 'Too many failed sign-in attempts. Please try again in {wait}.',
  footballBusy: 'The football data service is busy. Please try again in a minute.',
  footballNotInPlan: 'This competition is not available with the current football data plan.',
  footballUnknownItem: 'The football data service does not know this item.',
  footballFailed: 'The football data service could not answer. Please try again later.',
  footballTimedOut: 'The football data service did not answer in time.',
  footballUnreachable: 'The football data service cannot be reached.',
  /** The football routes' date ranges (`from`, `to`). */
  datesFormat: 'Dates are yyyy-mm-dd.',
  rangeOrder: 'The end of the range must come after its start.',
  rangeTooLong: 'Ask for at most 62 days at a time.',
  /** A scrape of the main port's /metrics without the right `Authorization: Bearer <METRICS_TOKEN>`. */
  metricsTokenRequired: 'The metrics need the METRICS_TOKEN as a bearer token.',
  /** Fastify's own client errors (bad JSON, wrong content type, body too large...). */
  bodyEmpty: 'The request body is empty.',
  bodyNotJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request body is too large.',
  contentTypeUnsupported: 'This content type is not supported.',
  contentLengthInvalid: 'The content length is not valid.',
  iconTooLarge: 'The icon must be 8 MB or smaller.',
  oneFileAtMost: 'Send one file at most.',
  tooManyParts: 'The form has too many parts.',
  tooManyFields: 'The form has too many fields.',
  formInvalid: 'The form is not valid.',
  formUnreadable: 'The form could not be read. Please try again.',
  invalidRequest: 'Invalid request.',
  /** A schema's limit that no message of its own words (zod's default would be English): by what was too long or short. */
  textTooLong: 'This text can be at most {maximum, plural, one {# character} other {# characters}}.',
  textTooShort: 'This text must be at least {minimum, plural, one {# character} other {# characters}}.',
  numberTooBig: 'This number can be at most {maximum}.',
  numberTooSmall: 'This number must be at least {minimum}.',
  listTooLong: 'This list can hold at most {maximum, plural, one {# item} other {# items}}.',
  listTooShort: 'This list must hold at least {minimum, plural, one {# item} other {# items}}.',
  tooManyRequests: 'Too many requests. Please slow down and try again shortly.',
  unavailable: 'Scoreline is busy or briefly unavailable. Please try again in a moment.',
  changedMeanwhile: 'This changed while you were doing it. Please reload and try again.',
  internal: 'Something went wrong on our side. Please try again.',
  nothingHere: 'There is nothing at this address.',
  notFound: 'Not found',
  noAccess: 'You do not have access to this page',
  crossSite: 'This request came from another site and was refused.',
  /** An auth error the product has no words of its own for. */
  notCompleted: 'The request could not be completed.',
  /** better-auth's own errors, in the product's words. */
  accountExists: 'An account with this email address already exists. Please sign in or use another email address.',
  currentPasswordWrong: 'Your current password is not right. Please try again.',
} as const;
