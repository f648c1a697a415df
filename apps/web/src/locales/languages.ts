/** The languages of the app; Turkish is the default and the complete set. */
export const languages = ['tr', 'en', 'zh', 'es', 'ja', 'de', 'fr'] as const;
export type Language = (typeof languages)[number];

/** English falls back to Turkish, the others to English, then Turkish. */
export const fallbackLng = { tr: [], en: ['tr'], default: ['en', 'tr'] };

type Messages = Record<string, unknown>;

/** Each language but Turkish is its own chunk, downloaded when it is chosen. */
export const loadMessages: Record<Exclude<Language, 'tr'>, () => Promise<Messages>> = {
  en: () => import('./en').then((m) => m.en),
  zh: () => import('./zh').then((m) => m.zh),
  es: () => import('./es').then((m) => m.es),
  ja: () => import('./ja').then((m) => m.ja),
  de: () => import('./de').then((m) => m.de),
  fr: () => import('./fr').then((m) => m.fr),
};
