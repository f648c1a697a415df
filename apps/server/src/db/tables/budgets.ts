import type { Generated } from 'kysely';
import type { Stamps } from '../types';

// Operating budgets (migration 0030).

/** A complex's budget for twelve months ('YYYY-MM' to 'YYYY-MM'): draft, approved by the meeting, or closed. */
export type BudgetsTable = Stamps & {
  id: Generated<number>;
  cluster_id: number;
  name: string;
  starts_on: string;
  ends_on: string;
  /** `budget_distribution_types` of types/generic: 1 equal months, 2 last year's actuals, 3 by hand. */
  distribution_type_id: Generated<number>;
  status: Generated<'draft' | 'approved' | 'closed'>;
  approved_on: string | null;
  decision_no: string | null;
  /** The raise of a copy over the budget it came from, in percent. */
  raise_percent: number | null;
  copied_from_id: number | null;
  is_active: Generated<number>;
  note: string | null;
};

/** One expense type's amount (kuruş) in one month ('YYYY-MM') of a budget. */
export type BudgetLinesTable = {
  id: Generated<number>;
  budget_id: number;
  expense_type_id: number;
  month: string;
  amount: number;
};
