import { type Locale, SERVER_MESSAGES, message } from '@scoreline/shared';
import { isCatalogueText, translateText } from './reader-locale.js';

/** A schema validation issue as fastify-type-provider-zod hands it over: zod's code, message and the rest of the issue. */
export interface ValidationIssue {
  keyword: string;
  message?: string;
  params?: { origin?: unknown; maximum?: unknown; minimum?: unknown; inclusive?: unknown };
}

const M = SERVER_MESSAGES;
const LIMIT_MESSAGES = {
  too_big: { string: M.textTooLong, number: M.numberTooBig, array: M.listTooLong },
  too_small: { string: M.textTooShort, number: M.numberTooSmall, array: M.listTooShort },
} as const;

/**
 * An issue's message in the reader's language. The schemas word their own issues as catalogue ids; where one did
 * not (a bare `.max(50)`, a wrong type), zod's default is English, so a limit is worded from the catalogue by what
 * was too long or short, and anything else is "Invalid request.".
 */
export function issueText(locale: Locale, issue: ValidationIssue): string {
  if (issue.message && isCatalogueText(issue.message)) return translateText(locale, issue.message);
  if (issue.keyword === 'too_big' || issue.keyword === 'too_small') {
    const origin = issue.params?.origin;
    const limit = Number(issue.keyword === 'too_big' ? issue.params?.maximum : issue.params?.minimum);
    const byOrigin = LIMIT_MESSAGES[issue.keyword];
    // `.positive()`, `.lt(n)`: the limit itself is out.
    if (origin === 'number' && issue.params?.inclusive === false && Number.isFinite(limit))
      return translateText(
        locale,
        issue.keyword === 'too_big' ? message(M.numberNotBelow, { maximum: limit }) : message(M.numberNotAbove, { minimum: limit }),
      );
    if ((origin === 'string' || origin === 'number' || origin === 'array') && Number.isFinite(limit))
      return translateText(locale, message(byOrigin[origin], issue.keyword === 'too_big' ? { maximum: limit } : { minimum: limit }));
  }
  return translateText(locale, M.invalidRequest);
}
