import { activateLocale } from '../src/lib/i18n';

// Components render their texts through the catalogues: the tests read them in English (the few tests that run
// in Node, without a document, render nothing).
if (typeof document !== 'undefined') await activateLocale('en');
