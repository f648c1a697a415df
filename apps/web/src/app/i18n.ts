import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fallbackLng, type Language, languages, loadMessages } from '../locales/languages';
import { coreTexts } from '../locales/tr/core';
import { storage } from '../session/storage';
import type { Loader, TextsLoader } from './area';

export function initialLanguage(): Language {
  const saved = storage.get('language');
  return (languages as readonly string[]).includes(saved ?? '') ? (saved as Language) : 'tr';
}

/** Adds the messages of `language` and of the languages it falls back to, downloading those not loaded yet. */
async function loadLanguage(language: Language): Promise<void> {
  const needed = language === 'tr' ? [] : language === 'en' ? (['en'] as const) : ([language, 'en'] as const);
  await Promise.all(
    needed
      .filter((l) => !i18n.hasResourceBundle(l, 'translation'))
      .map(async (l) => i18n.addResourceBundle(l, 'translation', await loadMessages[l](), true, true)),
  );
}

const startLanguage = initialLanguage();
i18n.use(initReactI18next).init({
  // Turkish is in the first download (its core; each area's texts come with its screens); another saved
  // language follows, whole, as soon as its chunk arrives.
  resources: { tr: { translation: coreTexts } },
  lng: 'tr',
  fallbackLng,
  interpolation: { escapeValue: false },
  returnNull: false,
});

if (startLanguage !== 'tr') void loadLanguage(startLanguage).then(() => i18n.changeLanguage(startLanguage));

/** Switches the language and remembers it (spec §1: the chosen language is kept in local storage). */
export function setLanguage(language: Language): void {
  storage.set('language', language);
  document.documentElement.lang = language;
  void loadLanguage(language).then(() => i18n.changeLanguage(language));
}

const textsLoaded = new Set<TextsLoader>();

/** Adds an area's Turkish texts to the loaded ones, once. */
async function loadTexts(texts: TextsLoader): Promise<void> {
  if (textsLoaded.has(texts)) return;
  i18n.addResourceBundle('tr', 'translation', (await texts()).default, true, false);
  textsLoaded.add(texts);
}

/** A screen's loader that also brings its area's texts, both downloading at once. */
export function withTexts(texts: TextsLoader | undefined, screen: Loader): Loader {
  if (!texts) return screen;
  return async () => (await Promise.all([screen(), loadTexts(texts)]))[0];
}

export default i18n;
