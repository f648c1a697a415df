import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../../db/connection';
import type { CompaniesTable } from '../../../db/types';
import type { AuthContext } from '../../../http/authContext';
import type { ListSpec } from '../../../http/listQuery';
import { scopeList } from '../../../http/listRoute';

/** The list of /companies: whitelisted sorts and filters. */
export const companyList: ListSpec = {
  orderBy: {
    name: 'companies.search',
    short_name: 'companies.short_name',
    company_type_id: 'companies.company_type_id',
    id: 'companies.id',
    created_at: 'companies.created_at',
  },
  defaultOrder: ['name', 'asc'],
  filters: {
    company_type_id: { column: 'companies.company_type_id', kind: 'number' },
    is_active: { column: 'companies.is_active', kind: 'flag' },
    name: { column: 'companies.search', kind: 'text', op: 'like' },
  },
  search: ['companies.search'],
};

/** Workers see their own company; super administrators see and manage all. */
export const selectCompanies = (db: Db) => db.selectFrom('companies').selectAll('companies');

export function scopedCompanies(db: Db, auth: AuthContext) {
  return scopeList(selectCompanies(db), auth, { company: 'companies.id' }) as ReturnType<typeof selectCompanies>;
}

export async function insertCompany(trx: Db, values: Insertable<CompaniesTable>): Promise<number> {
  const { id } = await trx.insertInto('companies').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateCompanyRow(trx: Db, id: number, values: Updateable<CompaniesTable>): Promise<void> {
  await trx.updateTable('companies').set(values).where('id', '=', id).execute();
}

export async function hasClusters(db: Db, companyId: number): Promise<boolean> {
  const row = await db.selectFrom('clusters').select('id').where('company_id', '=', companyId).executeTakeFirst();
  return row !== undefined;
}

/** Removes a company; its users stay, without a company. */
export async function deleteCompanyRow(trx: Db, id: number): Promise<void> {
  await trx.updateTable('users').set({ company_id: null }).where('company_id', '=', id).execute();
  await trx.deleteFrom('companies').where('id', '=', id).execute();
}
