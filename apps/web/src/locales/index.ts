import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { ja } from './ja';
import { tr } from './tr';
import { zh } from './zh';

export const resources = {
  tr: { translation: tr },
  en: { translation: en },
  zh: { translation: zh },
  es: { translation: es },
  ja: { translation: ja },
  de: { translation: de },
  fr: { translation: fr },
} as const;

export const languages = ['tr', 'en', 'zh', 'es', 'ja', 'de', 'fr'] as const;
export type Language = (typeof languages)[number];

/** Turkish is the default and complete set; English falls back to Turkish, the others to English, then Turkish. */
export const fallbackLng = { tr: [], en: ['tr'], default: ['en', 'tr'] };
