import type { BankColumnMapping } from '@site/shared';
import type { Db } from '../../../db/connection';
import type { BankActivitiesTable } from '../../../db/types';
import { nowIso } from '../../../http/clock';
import type { MatchContext } from './bankActivities.matcher';

// The SQL of a statement import: the bank account's column mapping, what the matcher reads, and the new lines.

const CHUNK = 500;
const OWNER_OR_RENTER = [1, 2];

export async function findMapping(db: Db, bankAccountId: number): Promise<BankColumnMapping | null> {
  const row = await db
    .selectFrom('bank_column_mappings')
    .select('mapping')
    .where('bank_account_id', '=', bankAccountId)
    .executeTakeFirst();
  return row ? (JSON.parse(row.mapping) as BankColumnMapping) : null;
}

export async function saveMapping(trx: Db, bankAccountId: number, mapping: BankColumnMapping): Promise<void> {
  const values = { bank_account_id: bankAccountId, mapping: JSON.stringify(mapping), updated_at: nowIso() };
  await trx
    .insertInto('bank_column_mappings')
    .values(values)
    .onConflict((oc) =>
      oc.column('bank_account_id').doUpdateSet({ mapping: values.mapping, updated_at: values.updated_at }),
    )
    .execute();
}

/** Everything the matcher needs about one complex, loaded once per import. */
export async function loadMatchContext(db: Db, clusterId: number): Promise<MatchContext> {
  const [residents, houses, links, ibanHistory] = await Promise.all([
    db
      .selectFrom('residents')
      .select(['id', 'name', 'identity_number', 'tax_number'])
      .where('cluster_id', '=', clusterId)
      .execute(),
    db
      .selectFrom('houses')
      .leftJoin('blocks', 'blocks.id', 'houses.block_id')
      .select(['houses.id', 'houses.door_number', 'blocks.name as block_name'])
      .where('houses.cluster_id', '=', clusterId)
      .execute(),
    db
      .selectFrom('house_users')
      .select(['house_id', 'resident_id', 'house_user_type_id'])
      .where('cluster_id', '=', clusterId)
      .where('ends_on', 'is', null)
      .where('house_user_type_id', 'in', OWNER_OR_RENTER)
      .execute(),
    db
      .selectFrom('bank_activities')
      .innerJoin('collections', 'collections.id', 'bank_activities.collection_id')
      .select(['bank_activities.iban as iban', 'collections.house_id', 'collections.resident_id'])
      .where('bank_activities.cluster_id', '=', clusterId)
      .where('bank_activities.iban', 'is not', null)
      .orderBy('bank_activities.activity_on', 'desc')
      .orderBy('bank_activities.id', 'desc')
      .execute(),
  ]);
  return {
    residents,
    houses,
    links,
    ibanHistory: ibanHistory.map((h) => ({ ...h, iban: h.iban as string })),
  };
}

/** The references of `references` already imported for the bank account. */
export async function existingReferences(db: Db, bankAccountId: number, references: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < references.length; i += CHUNK) {
    const rows = await db
      .selectFrom('bank_activities')
      .select('reference_no')
      .where('bank_account_id', '=', bankAccountId)
      .where('reference_no', 'in', references.slice(i, i + CHUNK))
      .execute();
    for (const row of rows) found.add(row.reference_no);
  }
  return found;
}

export type NewActivity = Omit<
  BankActivitiesTable,
  | 'id'
  | 'is_closed'
  | 'collection_id'
  | 'confidence'
  | 'search'
  | 'invoice_payment_id'
  | 'invoice_id'
  | 'account_transfer_id'
> & {
  confidence: number;
  search: string;
};

/** Inserts the lines; one already there (a concurrent import of the same statement) is skipped. */
export async function insertActivities(trx: Db, rows: NewActivity[]): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const ids = await trx
      .insertInto('bank_activities')
      .values(rows.slice(i, i + CHUNK))
      .onConflict((oc) => oc.columns(['bank_account_id', 'reference_no']).doNothing())
      .returning('id')
      .execute();
    inserted += ids.length;
  }
  return inserted;
}

export async function insertImport(
  trx: Db,
  values: {
    cluster_id: number;
    bank_account_id: number;
    file_name: string;
    row_count: number;
    closing_balance: number | null;
    statement_on: string | null;
    created_by: number;
  },
): Promise<number> {
  const { id } = await trx
    .insertInto('bank_statement_imports')
    .values({ ...values, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
