import type { Generated } from 'kysely';
import type { Flag, Stamps } from '../types';

// Tables of the management company's own lists (My company) that belong to no complex.

/** A supplier of a management company, offered to all its complexes (migration 0021). */
export type CompanyProvidersTable = Stamps & {
  id: Generated<number>;
  company_id: number;
  name: string;
  title: string;
  tax_office: string | null;
  tax_number: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  iban: string | null;
  /** The system expense type (no cluster_id) it provides. */
  provides_id: number | null;
  description: string | null;
  is_active: Generated<Flag>;
  search: Generated<string>;
  name_sort: Generated<string>;
};
