import { allocateCredits, allocatePool, poolOf } from '../../../accounting/allocation';
import { nextDocumentNo } from '../../../accounting/documentNumbers';
import { postTransaction, removeTransaction } from '../../../accounting/journal';
import type { Db } from '../../../db/connection';
import { nowIso } from '../../../http/clock';
import { notFound } from '../../../http/errors';
import { assertLinked } from '../../../kernel/definitionRules';

export type NewCollection = {
  clusterId: number;
  houseId: number | null;
  residentId: number | null;
  bankAccountId: number | null;
  safeId: number | null;
  /** Kuruş, > 0. */
  amount: number;
  collectedOn: string;
  description: string | null;
  bankActivityId?: number | null;
  /** An opening credit of a transfer-due assessment: no bank or safe, the `opening` account pays. */
  assessmentId?: number | null;
  createdBy: number | null;
};

/** The house, payer, bank account and safe of a collection must be the complex's own. */
export async function validateCollectionLinks(db: Db, input: NewCollection): Promise<void> {
  if (input.houseId !== null) await assertLinked(db, 'houses', 'house_id', input.houseId, input.clusterId);
  if (input.residentId !== null) await assertLinked(db, 'residents', 'resident_id', input.residentId, input.clusterId);
  if (input.bankAccountId !== null)
    await assertLinked(db, 'bank_accounts', 'bank_account_id', input.bankAccountId, input.clusterId);
  if (input.safeId !== null) await assertLinked(db, 'safes', 'safe_id', input.safeId, input.clusterId);
}

/**
 * Records money received: debits the bank account or safe, credits the house (with the payer) or the
 * payer's own account, and pays open debts oldest first. Runs inside the caller's transaction.
 */
export async function createCollection(trx: Db, input: NewCollection): Promise<number> {
  const now = nowIso();
  const receiptNo = input.assessmentId ? null : await nextDocumentNo(trx, input.clusterId, 'last_receipt_no');
  const place =
    input.bankAccountId !== null
      ? { accountKind: 'bank_account' as const, accountId: input.bankAccountId }
      : input.safeId !== null
        ? { accountKind: 'safe' as const, accountId: input.safeId }
        : { accountKind: 'opening' as const, accountId: null };
  const receivable =
    input.houseId !== null
      ? { accountKind: 'house' as const, accountId: input.houseId }
      : { accountKind: 'resident' as const, accountId: input.residentId };
  const transactionId = await postTransaction(trx, {
    clusterId: input.clusterId,
    kind: input.assessmentId ? 'transfer_due' : 'collection',
    occurredOn: input.collectedOn,
    description: input.description,
    createdBy: input.createdBy,
    entries: [
      { ...place, amount: input.amount, houseId: input.houseId, residentId: input.residentId },
      { ...receivable, amount: -input.amount, houseId: input.houseId, residentId: input.residentId },
    ],
  });
  const { id } = await trx
    .insertInto('collections')
    .values({
      cluster_id: input.clusterId,
      house_id: input.houseId,
      resident_id: input.residentId,
      bank_account_id: input.bankAccountId,
      safe_id: input.safeId,
      amount: input.amount,
      collected_on: input.collectedOn,
      description: input.description,
      receipt_no: receiptNo,
      bank_activity_id: input.bankActivityId ?? null,
      assessment_id: input.assessmentId ?? null,
      transaction_id: transactionId,
      created_by: input.createdBy,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const pool = poolOf({ house_id: input.houseId, resident_id: input.residentId });
  if (pool) await allocatePool(trx, input.clusterId, pool);
  return id;
}

/**
 * Takes a collection back: its journal entries and allocations go, the debts it paid are open again and
 * whatever credit is left pays them.
 */
export async function deleteCollection(trx: Db, collectionId: number): Promise<void> {
  const collection = await trx.selectFrom('collections').selectAll().where('id', '=', collectionId).executeTakeFirst();
  if (!collection) throw notFound();
  await trx.deleteFrom('allocations').where('collection_id', '=', collectionId).execute();
  await trx
    .updateTable('bank_activities')
    .set({ collection_id: null, is_closed: 0 })
    .where('collection_id', '=', collectionId)
    .execute();
  await trx.deleteFrom('collections').where('id', '=', collectionId).execute();
  await removeTransaction(trx, collection.transaction_id);
  // The reopened debts may be paid by credit of any pool that reaches them (the house or its debtor).
  await allocateCredits(trx, collection.cluster_id);
}
