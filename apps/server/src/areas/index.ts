import { accountingArea } from './accounting';
import { activitiesArea } from './activities';
import { adminArea } from './admin';
import { analysisArea } from './analysis';
import type { Area } from './area';
import { assessmentsArea } from './assessments';
import { budgetArea } from './budget';
import { communicationArea } from './communication';
import { dashboardArea } from './dashboard';
import { definitionsArea } from './definitions';
import { enforcementsArea } from './enforcements';
import { expensesArea } from './expenses';
import { incomesArea } from './incomes';
import { logsArea } from './logs';
import { myCompanyArea } from './myCompany';
import { myCustomerArea } from './myCustomer';
import { otherDefinitionsArea } from './otherDefinitions';
import { reportsArea } from './reports';
import { systemArea } from './system';

/** Every area of the API, in the order of the spec's menu. */
export const AREAS: Area[] = [
  systemArea,
  dashboardArea,
  definitionsArea,
  otherDefinitionsArea,
  assessmentsArea,
  incomesArea,
  expensesArea,
  activitiesArea,
  enforcementsArea,
  myCompanyArea,
  myCustomerArea,
  communicationArea,
  reportsArea,
  analysisArea,
  logsArea,
  budgetArea,
  accountingArea,
  adminArea,
];
