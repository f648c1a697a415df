import { sql } from 'kysely';
import type { Db } from '../db/connection';

/**
 * The company's numbered series: collection receipts (Tahsilat Makbuzu), settlement receipts of invoices
 * (Mahsup Fişi) and payment receipts of invoice payments (Ödeme Makbuzu).
 */
export type DocumentSeries = 'last_receipt_no' | 'last_settlement_no' | 'last_payment_receipt_no';

/**
 * The next number of a series of the complex's management company, taken inside the caller's transaction:
 * the update locks the company's row, so concurrent documents queue up and never share a number.
 */
export async function nextDocumentNo(trx: Db, clusterId: number, series: DocumentSeries): Promise<number> {
  const row = await trx
    .updateTable('companies')
    .set({ [series]: sql`${sql.ref(series)} + 1` })
    .where('id', '=', (eb) => eb.selectFrom('clusters').select('company_id').where('clusters.id', '=', clusterId))
    .returning(series)
    .executeTakeFirstOrThrow();
  return Number((row as Record<string, unknown>)[series]);
}
