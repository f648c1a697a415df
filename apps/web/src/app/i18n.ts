import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fallbackLng, type Language, languages, resources } from '../locales';
import { storage } from '../session/storage';

export function initialLanguage(): Language {
  const saved = storage.get('language');
  return (languages as readonly string[]).includes(saved ?? '') ? (saved as Language) : 'tr';
}

i18n.use(initReactI18next).init({
  resources,
  lng: initialLanguage(),
  fallbackLng,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Switches the language and remembers it (spec §1: the chosen language is kept in local storage). */
export function setLanguage(language: Language): void {
  storage.set('language', language);
  document.documentElement.lang = language;
  void i18n.changeLanguage(language);
}

export default i18n;
