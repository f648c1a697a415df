// Reports' own data (migration 0033).
import type { Generated } from 'kysely';
import type { Stamps } from '../types';

/** A comment on one line of a report for one complex and period; `line_key` names the line ('expense_type:7'). */
export type ReportCommentsTable = Stamps & {
  id: Generated<number>;
  cluster_id: number;
  report: string;
  line_key: string;
  date_from: string;
  date_to: string;
  comment: string;
  created_by: number | null;
  updated_by: number | null;
};
