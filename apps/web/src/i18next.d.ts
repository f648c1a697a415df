import 'i18next';
import type { Messages } from './locales/messages';

// Typed from the Turkish set, the complete one: t('no.such.key') fails the type check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
    returnNull: false;
    // A default value does not excuse a wrong key either.
    strictKeyChecks: true;
  }
}
