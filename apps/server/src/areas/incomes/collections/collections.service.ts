import { type CollectionDetail, type CollectionInput, type collectionListAnswer, toKurus } from '@site/shared';
import type { z } from 'zod';
import { allocateCredits, allocatePool, poolOf } from '../../../accounting/allocation';
import { nextDocumentNo } from '../../../accounting/documentNumbers';
import { postTransaction, removeTransaction } from '../../../accounting/journal';
import { periodName } from '../../../accounting/periodName';
import type { Db } from '../../../db/connection';
import { nowIso } from '../../../http/clock';
import { notFound } from '../../../http/errors';
import type { Actor } from '../../../kernel/changeLog';
import { assertLinked } from '../../../kernel/definitionRules';
import { assertPaymentPlace } from '../../../kernel/paymentPlace';
import type { FileStorage } from '../../../storage/fileStorage';
import { createLogged, deleteLogged } from '../changes';
import { listMoneyRecords } from '../moneyRecords';
import {
  allocationsOf,
  collectionList,
  collectionToApi,
  deleteCollectionRows,
  findCollection,
  insertCollection,
  selectCollections,
} from './collections.repository';
import { writeCollectionReceipt } from './receipt';

type Row = Record<string, unknown>;

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
  await assertPaymentPlace(db, input.clusterId, { bank_account_id: input.bankAccountId, safe_id: input.safeId });
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
  const id = await insertCollection(trx, {
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
  });
  const pool = poolOf({ house_id: input.houseId, resident_id: input.residentId });
  if (pool) await allocatePool(trx, input.clusterId, pool);
  return id;
}

/**
 * Takes a collection back: its journal entries and allocations go, the debts it paid are open again and
 * whatever credit is left pays them.
 */
export async function deleteCollection(trx: Db, collectionId: number): Promise<void> {
  const collection = await findCollection(trx, collectionId);
  if (!collection) throw notFound();
  await deleteCollectionRows(trx, collectionId);
  await removeTransaction(trx, collection.transaction_id);
  // The reopened debts may be paid by credit of any pool that reaches them (the house or its debtor).
  await allocateCredits(trx, collection.cluster_id);
}

/** The collections of a complex, one page or the whole filtered list as a file. */
export function listCollections(db: Db, files: FileStorage, clusterId: number, query: Row) {
  // The rows are collectionToApi's; the response schema holds them to the shared row's shape.
  return listMoneyRecords(db, files, clusterId, query, {
    table: 'collections',
    select: selectCollections(db),
    spec: collectionList,
    toApi: collectionToApi,
    exportTitle: 'Tahsilatlar',
    exportColumns: [
      { key: 'receipt_no', header: 'Makbuz No', kind: 'number' },
      { key: 'collected_on', header: 'Tarih', kind: 'date' },
      { key: 'house_label', header: 'Bağımsız Bölüm' },
      { key: 'resident_name', header: 'Ödeyen' },
      { key: 'place_name', header: 'Banka / Kasa' },
    ],
  }) as Promise<z.infer<typeof collectionListAnswer>>;
}

/** The debts a collection paid and how much of each, oldest due first (a collection's panel, a bank line's). */
export async function paidDebts(db: Db, collectionId: number): Promise<CollectionDetail['allocations']> {
  const allocations = await allocationsOf(db, collectionId);
  return allocations.map((a) => ({
    ...a,
    kind: a.kind as CollectionDetail['allocations'][number]['kind'],
    amount: Number(a.amount),
    debt_amount: Number(a.debt_amount),
  }));
}

/** A collection as its panel shows it: names, and the debts it paid. */
export async function showCollection(db: Db, id: number): Promise<CollectionDetail> {
  const row = await selectCollections(db).where('collections.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return { ...collectionToApi(row as Row), allocations: await paidDebts(db, id) };
}

/** Records a collection from the form ('Tahsilat Ekle') with its action-log entry, and shows it. */
export async function recordCollection(db: Db, actor: Actor, input: CollectionInput) {
  const collection: NewCollection = {
    clusterId: input.cluster_id,
    houseId: input.house_id ?? null,
    residentId: input.resident_id ?? null,
    bankAccountId: input.bank_account_id ?? null,
    safeId: input.safe_id ?? null,
    amount: toKurus(input.amount),
    collectedOn: input.collected_on,
    description: input.description ?? null,
    createdBy: actor.userId,
  };
  await validateCollectionLinks(db, collection);
  const id = await createLogged(
    db,
    actor,
    { type: 'collection', clusterId: input.cluster_id },
    (trx) => createCollection(trx, collection),
    findCollection,
  );
  return showCollection(db, id);
}

/** Takes back a collection the caller may see, with its action-log entry. */
export function takeBackCollection(
  db: Db,
  actor: Actor,
  before: NonNullable<Awaited<ReturnType<typeof findCollection>>>,
): Promise<void> {
  return deleteLogged(db, actor, 'collection', before, deleteCollection);
}

/** The receipt (tahsilat makbuzu) of a collection as a PDF; answers the file's name. */
export async function printCollectionReceipt(db: Db, files: FileStorage, id: number): Promise<string> {
  const { allocations, ...collection } = await showCollection(db, id);
  return writeCollectionReceipt(db, files, {
    ...collection,
    lines: allocations.map((a) => ({
      text: [a.income_type_name, a.period && periodName(a.period), a.description].filter(Boolean).join(' · '),
      due_on: a.due_on,
      amount: a.amount,
    })),
  });
}
