import { accountingArea } from './accounting';
import { activitiesArea } from './activities';
import { adminArea } from './admin';
import type { Area } from './area';
import { assessmentsArea } from './assessments';
import { budgetArea } from './budget';
import { communicationArea } from './communication';
import { definitionsArea } from './definitions';
import { enforcementsArea } from './enforcements';
import { expensesArea } from './expenses';
import { incomesArea } from './incomes';
import { logsArea } from './logs';
import { myCompanyArea } from './myCompany';
import { otherDefinitionsArea } from './otherDefinitions';
import { reportsArea } from './reports';
import { systemArea } from './system';

/** Every area of the API, in the order of the spec's menu. */
export const AREAS: Area[] = [
  systemArea,
  definitionsArea,
  otherDefinitionsArea,
  assessmentsArea,
  incomesArea,
  expensesArea,
  activitiesArea,
  enforcementsArea,
  myCompanyArea,
  communicationArea,
  reportsArea,
  logsArea,
  budgetArea,
  accountingArea,
  adminArea,
];
