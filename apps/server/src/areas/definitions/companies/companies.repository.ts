import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../../db/connection';
import type { CompaniesTable } from '../../../db/types';
import type { AuthContext } from '../../../http/authContext';
import { idFilters, type ListSpec } from '../../../http/listQuery';
import { scopeList } from '../../../http/listRoute';
import { flagFilters, likeFilter, sortColumns } from '../clusterResource';

/** The list of /companies: whitelisted sorts and filters. */
export const companyList: ListSpec = {
  orderBy: {
    name: 'companies.search',
    ...sortColumns('companies', ['short_name', 'company_type_id', 'id', 'created_at']),
  },
  defaultOrder: ['name', 'asc'],
  filters: {
    ...idFilters('companies', ['company_type_id']),
    ...flagFilters('companies', ['is_active']),
    name: likeFilter('companies.search'),
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
