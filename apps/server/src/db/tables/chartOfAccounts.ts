// A complex's own codes of the uniform chart of accounts (migration 0031).
import type { Generated } from 'kysely';
import type { Stamps } from '../types';

/** One sub-account whose code the complex set itself; `account_key` as in areas/accounting ('safe:3'). */
export type AccountCodesTable = Stamps & {
  id: Generated<number>;
  cluster_id: number;
  account_key: string;
  code: string;
  created_by: number | null;
};
