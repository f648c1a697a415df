import { accountingArea } from '../areas/accounting';
import { activitiesArea } from '../areas/activities';
import { adminArea } from '../areas/admin';
import { analysisArea } from '../areas/analysis';
import { assessmentsArea } from '../areas/assessments';
import { budgetArea } from '../areas/budget';
import { communicationArea } from '../areas/communication';
import { dashboardArea } from '../areas/dashboard';
import { definitionsArea } from '../areas/definitions';
import { enforcementsArea } from '../areas/enforcements';
import { expensesArea } from '../areas/expenses';
import { incomesArea } from '../areas/incomes';
import { logsArea } from '../areas/logs';
import { myCompanyArea } from '../areas/myCompany';
import { myCustomerArea } from '../areas/myCustomer';
import { otherDefinitionsArea } from '../areas/otherDefinitions';
import { reportsArea } from '../areas/reports';
import { type Area, areaBase } from './area';

/** Every area of spec §2, in the order of its side menu. */
export const AREAS: Area[] = [
  dashboardArea,
  definitionsArea,
  otherDefinitionsArea,
  assessmentsArea,
  incomesArea,
  expensesArea,
  activitiesArea,
  enforcementsArea,
  myCompanyArea,
  communicationArea,
  myCustomerArea,
  reportsArea,
  analysisArea,
  budgetArea,
  accountingArea,
  logsArea,
  adminArea,
];

/** The area a screen route belongs to: the one with screens whose base it is under. */
export const areaOfPath = (path: string): Area | undefined =>
  AREAS.find((area) => area.screens && (path === areaBase(area) || path.startsWith(`${areaBase(area)}/`)));
