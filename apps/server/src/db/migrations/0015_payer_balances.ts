import { payBackFromCredit, rebuildCollectionEntries } from '../../accounting/allocation';
import { receivableOf } from '../../accounting/debts';
import type { Db } from '../connection';
import type { AnyDb } from '../schemaHelpers';

/**
 * Balances by debtor. A collection's receivable lines now follow its allocations (the debtor's id on what
 * paid a debt, the payer's only on the unallocated rest), and a refund is a `payback` debt that the credit
 * it pays out settles. Books written before are brought to that form: each refund gets its debt, tagged on
 * its receivable line and paid from the credit still open, and every collection's lines are rewritten.
 * Every account's balance stays what it was; only whose id a line carries, and what is open, change.
 */
export async function up(anyDb: AnyDb): Promise<void> {
  const db = anyDb as unknown as Db;
  const refunds = await db
    .selectFrom('other_expenses')
    .select([
      'id',
      'cluster_id',
      'house_id',
      'resident_id',
      'amount',
      'spent_on',
      'collection_id',
      'transaction_id',
      'description',
      'created_at',
    ])
    .where('transaction_id', 'is not', null)
    .orderBy('id')
    .execute();
  for (const refund of refunds) {
    const transactionId = refund.transaction_id as number;
    const amount = Number(refund.amount);
    const { id: debtId } = await db
      .insertInto('debts')
      .values({
        cluster_id: refund.cluster_id,
        house_id: refund.house_id,
        resident_id: refund.resident_id,
        income_type_id: null,
        kind: 'payback',
        period: refund.spent_on.slice(0, 7),
        amount,
        due_on: refund.spent_on,
        description: refund.description ?? 'İade',
        transaction_id: transactionId,
        created_at: refund.created_at,
        updated_at: refund.created_at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const receivable = receivableOf(refund);
    await db
      .updateTable('journal_entries')
      .set({ debt_id: debtId })
      .where('transaction_id', '=', transactionId)
      .where('account_kind', '=', receivable.accountKind)
      .execute();
    await payBackFromCredit(db, refund.cluster_id, debtId, amount, {
      houseId: refund.house_id,
      residentId: refund.resident_id,
      collectionId: refund.collection_id,
    });
  }
  const collections = await db.selectFrom('collections').select('id').orderBy('id').execute();
  await rebuildCollectionEntries(
    db,
    collections.map((c) => c.id),
  );
}

export async function down(anyDb: AnyDb): Promise<void> {
  const db = anyDb as unknown as Db;
  const debts = await db.selectFrom('debts').select('id').where('kind', '=', 'payback').execute();
  const ids = debts.map((d) => d.id);
  if (ids.length) {
    await db.deleteFrom('allocations').where('debt_id', 'in', ids).execute();
    await db.updateTable('journal_entries').set({ debt_id: null }).where('debt_id', 'in', ids).execute();
    await db.deleteFrom('debts').where('id', 'in', ids).execute();
  }
}
