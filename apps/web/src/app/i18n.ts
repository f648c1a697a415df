import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fallbackLng, type Language, languages, loadMessages } from '../locales/languages';
import { tr } from '../locales/tr';
import { storage } from '../session/storage';

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
  // Turkish is in the first download; another saved language follows as soon as its chunk arrives.
  resources: { tr: { translation: tr } },
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

export default i18n;
