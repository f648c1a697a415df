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

export { fallbackLng, type Language, languages } from './languages';
