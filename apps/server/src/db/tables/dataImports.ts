// Runs of the data import of a new customer (migration 0041).
import type { Generated } from 'kysely';
import type { Stamps } from '../types';

/** `status` running | done | failed (a dry run records nothing); `summary` is JSON: `{ counts }` or `{ error }`. */
export type DataImportsTable = Stamps & {
  id: Generated<number>;
  cluster_id: number;
  user_id: number | null;
  file_name: string;
  status: string;
  total_rows: Generated<number>;
  processed_rows: Generated<number>;
  summary: string | null;
};
