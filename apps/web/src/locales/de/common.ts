import type { DeepPartial } from '../messages';
import type { common as tr } from '../tr/common';

export const common: DeepPartial<typeof tr> = {
  app: {
    name: 'Site Management',
    tagline: 'Verwaltungssystem für Wohnanlagen und Gebäudekomplexe',
  },
  common: {
    save: 'Speichern',
    cancel: 'Abbrechen',
    yes: 'Ja',
    no: 'Nein',
    ok: 'OK',
    retry: 'Erneut versuchen',
    reload: 'Neu laden',
    back: 'Zurück',
    loading: 'Wird geladen…',
    confirm: 'Sind Sie sicher?',
    confirmDelete: 'Möchten Sie diesen Eintrag wirklich löschen?',
    saved: 'Gespeichert',
    error: 'Fehler!',
    goHome: 'Zur Startseite',
    create: 'Neu',
    edit: 'Bearbeiten',
    show: 'Details',
  },
  languages: { tr: 'Türkçe', en: 'English', zh: '中文', es: 'Español', ja: '日本語', de: 'Deutsch', fr: 'Français' },
};
