import { mergeAreas } from '../mergeAreas';
import { accounting } from './accounting';
import { activities } from './activities';
import { admin } from './admin';
import { adminAds } from './adminAds';
import { adminBank } from './adminBank';
import { adminCrm } from './adminCrm';
import { adminCustomerLinks } from './adminCustomerLinks';
import { adminImport } from './adminImport';
import { adminInvoices } from './adminInvoices';
import { adminPayments } from './adminPayments';
import { adminUserLists } from './adminUserLists';
import { analysis } from './analysis';
import { assessments } from './assessments';
import { budget } from './budget';
import { budgetPlanning } from './budgetPlanning';
import { common } from './common';
import { communicationBatches } from './communicationBatches';
import { communicationLists } from './communicationLists';
import { communicationNotifications } from './communicationNotifications';
import { communicationReminders } from './communicationReminders';
import { communicationRequests } from './communicationRequests';
import { communicationTemplates } from './communicationTemplates';
import { dashboard } from './dashboard';
import { definitions } from './definitions';
import { enforcements } from './enforcements';
import { expenses } from './expenses';
import { incomes } from './incomes';
import { logs } from './logs';
import { myCompany } from './myCompany';
import { myCustomer } from './myCustomer';
import { otherDefinitions } from './otherDefinitions';
import { reportsCluster } from './reportsCluster';
import { reportsOperating } from './reportsOperating';
import { shell } from './shell';

/** Turkish: the default and complete message set, one file an area. Every other language falls back to it. */
export const tr = mergeAreas(
  common,
  shell,
  definitions,
  otherDefinitions,
  assessments,
  incomes,
  expenses,
  activities,
  enforcements,
  myCompany,
  logs,
  admin,
  adminCrm,
  adminCustomerLinks,
  adminInvoices,
  adminPayments,
  myCustomer,
  adminBank,
  adminImport,
  adminAds,
  adminUserLists,
  dashboard,
  communicationRequests,
  communicationLists,
  communicationBatches,
  communicationNotifications,
  communicationReminders,
  budget,
  accounting,
  communicationTemplates,
  reportsOperating,
  reportsCluster,
  analysis,
  budgetPlanning,
);
