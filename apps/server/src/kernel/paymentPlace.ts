import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { assertLinked } from './definitionRules';

/** Where money is paid from or into: a bank account or a safe of the complex, as a form sends it. */
export type PaymentPlace = { bank_account_id?: number | null; safe_id?: number | null };

/** The bank account and safe of a payment must be the complex's own (422 on the field otherwise). */
export async function assertPaymentPlace(db: Db, clusterId: number, place: PaymentPlace): Promise<void> {
  if (place.bank_account_id != null)
    await assertLinked(db, 'bank_accounts', 'bank_account_id', place.bank_account_id, clusterId);
  if (place.safe_id != null) await assertLinked(db, 'safes', 'safe_id', place.safe_id, clusterId);
}

/** The name of the bank account or safe a row was paid from or into, for a select joined to both tables. */
export const placeNameSql = sql<string | null>`coalesce(bank_accounts.name, safes.name)`;
