import { activateLocale } from '../src/lib/i18n';

// Components render their texts through the catalogues: the tests read them in English.
await activateLocale('en');
