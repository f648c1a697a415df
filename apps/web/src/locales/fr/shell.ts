import type { DeepPartial } from '../messages';
import type { shell as tr } from '../tr/shell';

export const shell: DeepPartial<typeof tr> = {
  auth: {
    signIn: 'Se connecter',
    register: "S'inscrire",
    email: 'E-mail',
    password: 'Mot de passe',
    passwordConfirmation: 'Mot de passe (confirmation)',
    name: 'Nom et prénom',
    signOut: 'Se déconnecter',
    changePassword: 'Changer le mot de passe',
    currentPassword: 'Mot de passe actuel',
    newPassword: 'Nouveau mot de passe',
    passwordChanged: 'Votre mot de passe a été modifié.',
    temporaryPassword:
      'Vous vous êtes connecté avec un mot de passe temporaire. Veuillez définir un nouveau mot de passe.',
    welcome: 'Connectez-vous à votre compte',
    registerTitle: 'Créer un nouveau compte',
    noAccount: "Vous n'avez pas de compte ?",
    haveAccount: 'Vous avez déjà un compte ?',
    consentLink: 'Information sur la protection des données',
    mobileAppLink: 'Application mobile',
  },
  notFound: {
    title: 'Page introuvable',
    body: "La page que vous recherchez n'existe pas ou a peut-être été déplacée.",
  },
  menu: {
    dashboard: { title: 'Tableau de bord' },
    definitions: { title: 'Définitions' },
    otherDefinitions: { title: 'Autres définitions' },
    assessments: { title: 'Appels de charges' },
    incomes: { title: 'Recettes' },
    expenses: { title: 'Dépenses' },
    activities: { title: 'Mouvements' },
    enforcements: { title: 'Recouvrement forcé' },
    myCompany: { title: 'Mon entreprise' },
    communication: { title: 'Communication' },
    myCustomer: { title: 'Mon compte client' },
    reports: { title: 'Rapports' },
    analysis: { title: 'Analyse' },
    budget: { title: 'Budget' },
    accounting: { title: 'Comptabilité' },
    logs: { title: 'Journaux' },
    admin: { title: 'Administration' },
  },
};
