import {
  type AccountTransfer,
  type AccountTransferInput,
  type accountTransferListAnswer,
  TRANSFER_SAME_ACCOUNT_MESSAGE,
  toKurus,
} from '@site/shared';
import type { z } from 'zod';
import { postTransaction, removeTransaction } from '../../../accounting/journal';
import type { Db } from '../../../db/connection';
import { nowIso } from '../../../http/clock';
import { invalid, notFound } from '../../../http/errors';
import type { Actor } from '../../../kernel/changeLog';
import { assertLinked } from '../../../kernel/definitionRules';
import type { FileStorage } from '../../../storage/fileStorage';
import { createLogged, deleteLogged } from '../changes';
import { listMoneyRecords } from '../moneyRecords';
import {
  accountTransferList,
  deleteAccountTransferRow,
  findAccountTransferRow,
  insertAccountTransfer,
  reopenTransferLines,
  selectAccountTransfers,
} from './accountTransfers.repository';

type Row = Record<string, unknown>;

/** A bank account or a safe of the complex (exactly one is set). */
export type AccountPlace = { bankAccountId: number | null; safeId: number | null };

export type NewAccountTransfer = {
  clusterId: number;
  from: AccountPlace;
  to: AccountPlace;
  /** Kuruş, > 0. */
  amount: number;
  transferredOn: string;
  description: string | null;
  createdBy: number | null;
};

const entryOf = (place: AccountPlace) =>
  place.bankAccountId !== null
    ? { accountKind: 'bank_account' as const, accountId: place.bankAccountId }
    : { accountKind: 'safe' as const, accountId: place.safeId };

/**
 * Both ends must be the complex's own accounts and differ; `fields` names the request fields of each end
 * so a refusal lands on the field the form shows.
 */
export async function validateTransferPlaces(
  db: Db,
  clusterId: number,
  from: AccountPlace,
  to: AccountPlace,
  fields = {
    fromBank: 'from_bank_account_id',
    fromSafe: 'from_safe_id',
    toBank: 'to_bank_account_id',
    toSafe: 'to_safe_id',
  },
): Promise<void> {
  if (from.bankAccountId !== null)
    await assertLinked(db, 'bank_accounts', fields.fromBank, from.bankAccountId, clusterId);
  if (from.safeId !== null) await assertLinked(db, 'safes', fields.fromSafe, from.safeId, clusterId);
  if (to.bankAccountId !== null) await assertLinked(db, 'bank_accounts', fields.toBank, to.bankAccountId, clusterId);
  if (to.safeId !== null) await assertLinked(db, 'safes', fields.toSafe, to.safeId, clusterId);
  if (to.bankAccountId !== null && to.bankAccountId === from.bankAccountId)
    throw invalid(fields.toBank, TRANSFER_SAME_ACCOUNT_MESSAGE);
  if (to.safeId !== null && to.safeId === from.safeId) throw invalid(fields.toSafe, TRANSFER_SAME_ACCOUNT_MESSAGE);
}

/**
 * Moves money between two of the complex's accounts inside the caller's transaction: the source is
 * credited and the target debited in one journal transaction ('Virman'), so neither income nor expense moves.
 */
export async function createAccountTransfer(trx: Db, input: NewAccountTransfer): Promise<number> {
  const transactionId = await postTransaction(trx, {
    clusterId: input.clusterId,
    kind: 'transfer',
    occurredOn: input.transferredOn,
    description: input.description ?? 'Virman',
    createdBy: input.createdBy,
    entries: [
      { ...entryOf(input.to), amount: input.amount },
      { ...entryOf(input.from), amount: -input.amount },
    ],
  });
  const now = nowIso();
  return insertAccountTransfer(trx, {
    cluster_id: input.clusterId,
    from_bank_account_id: input.from.bankAccountId,
    from_safe_id: input.from.safeId,
    to_bank_account_id: input.to.bankAccountId,
    to_safe_id: input.to.safeId,
    amount: input.amount,
    transferred_on: input.transferredOn,
    description: input.description,
    transaction_id: transactionId,
    created_by: input.createdBy,
    created_at: now,
    updated_at: now,
  });
}

/** Takes a transfer back: its journal goes, and a bank-statement line booked as it is open again. */
export async function deleteAccountTransfer(trx: Db, id: number): Promise<void> {
  const row = await findAccountTransferRow(trx, id);
  if (!row) throw notFound();
  await reopenTransferLines(trx, id, nowIso());
  await deleteAccountTransferRow(trx, id);
  await removeTransaction(trx, row.transaction_id);
}

// The columns are the select's (money in kuruş); the routes' response schemas hold the answer to the
// AccountTransfer shape.
export const transferToApi = (row: Row): AccountTransfer => ({ ...row, amount: Number(row.amount) }) as AccountTransfer;

/** The transfers of a complex, one page or the whole filtered list as a file. */
export function listAccountTransfers(db: Db, files: FileStorage, clusterId: number, query: Row) {
  return listMoneyRecords(db, files, clusterId, query, {
    table: 'account_transfers',
    select: selectAccountTransfers(db),
    spec: accountTransferList,
    toApi: transferToApi,
    exportTitle: 'Virmanlar',
    exportColumns: [
      { key: 'transferred_on', header: 'Tarih', kind: 'date' },
      { key: 'from_name', header: 'Çıkan Hesap' },
      { key: 'to_name', header: 'Giren Hesap' },
    ],
  }) as Promise<z.infer<typeof accountTransferListAnswer>>;
}

/** Records a transfer from the form ('Virman Ekle') with its action-log entry; answers its id. */
export async function recordAccountTransfer(db: Db, actor: Actor, input: AccountTransferInput): Promise<number> {
  const from = { bankAccountId: input.from_bank_account_id ?? null, safeId: input.from_safe_id ?? null };
  const to = { bankAccountId: input.to_bank_account_id ?? null, safeId: input.to_safe_id ?? null };
  await validateTransferPlaces(db, input.cluster_id, from, to);
  return createLogged(
    db,
    actor,
    { type: 'account_transfer', clusterId: input.cluster_id },
    (trx) =>
      createAccountTransfer(trx, {
        clusterId: input.cluster_id,
        from,
        to,
        amount: toKurus(input.amount),
        transferredOn: input.transferred_on,
        description: input.description || null,
        createdBy: actor.userId,
      }),
    findAccountTransferRow,
  );
}

/** Takes back a transfer the caller may see, with its action-log entry. */
export function takeBackAccountTransfer(
  db: Db,
  actor: Actor,
  before: { id: number; cluster_id: number } & Row,
): Promise<void> {
  return deleteLogged(db, actor, 'account_transfer', before, deleteAccountTransfer);
}
