import type { Db } from '../../../db/connection';
import { hasRow } from '../../../db/hasRow';
import { foldTurkish } from '../../../db/turkish';
import type { CompanyProvidersTable } from '../../../db/types';
import { nowIso } from '../../../http/clock';

/** Spec §3: a supplier (5) is what an invoice usually comes from. */
const SUPPLIER = 5;
/** The tax number a complex's provider takes: a VKN (a TCKN is not one there). */
const VKN = /^\d{10}$/;

/** Whether `id` is a system expense type (one without a complex). */
export function isSystemExpenseType(db: Db, id: number): Promise<boolean> {
  return hasRow(db.selectFrom('expense_types').select('id').where('id', '=', id).where('cluster_id', 'is', null));
}

export function findCompanyProvider(db: Db, id: number) {
  return db.selectFrom('company_providers').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The management company of a complex. */
export async function companyOfCluster(db: Db, clusterId: number): Promise<number | null> {
  const row = await db.selectFrom('clusters').select('company_id').where('id', '=', clusterId).executeTakeFirst();
  return row ? row.company_id : null;
}

/** The complex's provider copied from the company provider, if it has one. */
export async function findLinkedClusterProvider(db: Db, clusterId: number, companyProviderId: number) {
  const row = await db
    .selectFrom('cluster_providers')
    .select('id')
    .where('cluster_id', '=', clusterId)
    .where('company_provider_id', '=', companyProviderId)
    .executeTakeFirst();
  return row?.id ?? null;
}

type CompanyProviderRow = { id: number } & Pick<
  CompanyProvidersTable,
  'name' | 'title' | 'tax_number' | 'iban' | 'phone' | 'email' | 'provides_id'
>;

/**
 * A complex's own supplier copied from a company provider and linked to it; what it provides becomes the
 * provider's expense type. Returns the new row as stored.
 */
export async function insertClusterProviderFrom(trx: Db, clusterId: number, provider: CompanyProviderRow) {
  const now = nowIso();
  // A TCKN stays behind: a complex's provider takes a VKN only, and its form would refuse the copy.
  const taxNumber = provider.tax_number && VKN.test(provider.tax_number) ? provider.tax_number : null;
  return trx
    .insertInto('cluster_providers')
    .values({
      cluster_id: clusterId,
      company_provider_id: provider.id,
      provider_type_id: SUPPLIER,
      name: provider.name,
      title: provider.title,
      tax_number: taxNumber,
      iban: provider.iban,
      phone: provider.phone,
      email: provider.email,
      expense_type_id: provider.provides_id,
      search: foldTurkish([provider.name, provider.title, taxNumber].filter(Boolean).join(' ')),
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A complex's provider as `cluster-providers` answers it: with its complex's name, flags as booleans. */
export async function clusterProviderAnswer(db: Db, id: number) {
  const { search: _search, ...row } = await db
    .selectFrom('cluster_providers')
    .innerJoin('clusters', 'clusters.id', 'cluster_providers.cluster_id')
    .selectAll('cluster_providers')
    .select('clusters.name as cluster_name')
    .where('cluster_providers.id', '=', id)
    .executeTakeFirstOrThrow();
  return { ...row, is_active: row.is_active === 1 };
}
