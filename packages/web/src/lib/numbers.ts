import { INTL_LOCALES } from '@scoreline/shared';
import { activeLocale } from './i18n';

/** A figure in the reader's language: "4.5" in English, "4,5" in German and Spanish. */
export const formatNumber = (value: number): string => new Intl.NumberFormat(INTL_LOCALES[activeLocale()]).format(value);
