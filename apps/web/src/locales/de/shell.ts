import type { DeepPartial } from '../messages';
import type { shell as tr } from '../tr/shell';

export const shell: DeepPartial<typeof tr> = {
  auth: {
    signIn: 'Anmelden',
    register: 'Registrieren',
    email: 'E-Mail',
    password: 'Passwort',
    passwordConfirmation: 'Passwort (wiederholen)',
    name: 'Vor- und Nachname',
    signOut: 'Abmelden',
    changePassword: 'Passwort ändern',
    currentPassword: 'Aktuelles Passwort',
    newPassword: 'Neues Passwort',
    passwordChanged: 'Ihr Passwort wurde geändert.',
    temporaryPassword:
      'Sie haben sich mit einem temporären Passwort angemeldet. Bitte legen Sie ein neues Passwort fest.',
    welcome: 'Melden Sie sich bei Ihrem Konto an',
    registerTitle: 'Neues Konto erstellen',
    noAccount: 'Noch kein Konto?',
    haveAccount: 'Sie haben bereits ein Konto?',
    consentLink: 'Datenschutzhinweis',
    mobileAppLink: 'Mobile App',
  },
  notFound: {
    title: 'Seite nicht gefunden',
    body: 'Die gesuchte Seite existiert nicht oder wurde möglicherweise verschoben.',
  },
  menu: {
    dashboard: { title: 'Dashboard' },
    definitions: { title: 'Stammdaten' },
    otherDefinitions: { title: 'Weitere Stammdaten' },
    assessments: { title: 'Sollstellungen' },
    incomes: { title: 'Einnahmen' },
    expenses: { title: 'Ausgaben' },
    activities: { title: 'Bewegungen' },
    enforcements: { title: 'Vollstreckungsverfahren' },
    myCompany: { title: 'Mein Unternehmen' },
    communication: { title: 'Kommunikation' },
    myCustomer: { title: 'Mein Kundenkonto' },
    reports: { title: 'Berichte' },
    analysis: { title: 'Analyse' },
    budget: { title: 'Budget' },
    accounting: { title: 'Buchhaltung' },
    logs: { title: 'Protokolle' },
    admin: { title: 'Administration' },
  },
};
