import type { DeepPartial } from '../messages';
import type { common as tr } from '../tr/common';

export const common: DeepPartial<typeof tr> = {
  app: {
    name: 'Site Management',
    tagline: 'Système de gestion de copropriétés et de résidences',
  },
  common: {
    save: 'Enregistrer',
    cancel: 'Annuler',
    yes: 'Oui',
    no: 'Non',
    ok: 'OK',
    retry: 'Réessayer',
    reload: 'Actualiser',
    back: 'Retour',
    loading: 'Chargement…',
    confirm: 'Êtes-vous sûr ?',
    confirmDelete: 'Voulez-vous vraiment supprimer cet élément ?',
    saved: 'Enregistré',
    error: 'Erreur !',
    goHome: "Retour à l'accueil",
    create: 'Nouveau',
    edit: 'Modifier',
    show: 'Détails',
  },
  languages: { tr: 'Türkçe', en: 'English', zh: '中文', es: 'Español', ja: '日本語', de: 'Deutsch', fr: 'Français' },
};
