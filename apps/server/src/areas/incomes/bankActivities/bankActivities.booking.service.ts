import {
  ALREADY_MATCHED_MESSAGE,
  type BankActivityExpenseInput,
  type BankActivityInvoicePaymentInput,
  type BankActivityTransferInput,
  foreignReferenceMessage,
  formatMoney,
  fromKurus,
  INCOMING_BOOKING_MESSAGE,
  INVOICE_ALREADY_PAID_MESSAGE,
  ITEM_AMOUNT_MAX,
  lineAboveRemainingMessage,
  messages,
  NOT_MATCHED_MESSAGE,
  type OpenInvoice,
  toKurus,
} from '@site/shared';
import type { Db } from '../../../db/connection';
import { invalid, notFound } from '../../../http/errors';
import { ACTION, type ActionType, writeActionLog } from '../../../kernel/actionLog';
import { assertLinked } from '../../../kernel/definitionRules';
import {
  createInvoice,
  createInvoicePayment,
  deleteInvoice,
  deleteInvoicePayment,
  invoiceMoney,
  lockInvoice,
  validateItemLinks,
} from '../../expenses';
import {
  createAccountTransfer,
  deleteAccountTransfer,
  validateTransferPlaces,
} from '../accountTransfers/accountTransfers.service';
import { deleteCollection } from '../collections/collections.service';
import {
  type BookedTable,
  findBankAccountRow,
  findBankCommissionProvider,
  findDocumentRow,
  findInvoiceCluster,
  hasOtherPayment,
  insertBankCommissionProvider,
  linkBooking,
  openInvoices,
} from './bankActivities.booking.repository';
import { closeOpenActivity, rawActivity, reopenActivity } from './bankActivities.repository';
import type { Actor } from './bankActivities.service';

// Booking an outgoing line as an invoice payment, an expense or a transfer, and taking any booking back.

/** The complex's invoices an outgoing line may pay ('Fatura Ödemesi'), with what is left of each. */
export async function openInvoicesOf(db: Db, clusterId: number): Promise<OpenInvoice[]> {
  const rows = await openInvoices(db, clusterId);
  return rows.map((invoice) => {
    const amount = Number(invoice.amount);
    const paid = Number(invoice.paid);
    return { ...invoice, amount, paid, remaining: amount - paid };
  });
}

type Row = Record<string, unknown>;

type Log = { entityType: string; entityId: number; action: ActionType; before: Row | null; after: Row | null };

const writeLogs = async (trx: Db, clusterId: number, actor: Actor, logs: Log[]) => {
  for (const log of logs) {
    await writeActionLog(trx, {
      userId: actor.userId,
      clusterId,
      pageUrl: actor.pageUrl,
      impersonatorId: actor.impersonatorId,
      ...log,
    });
  }
};

/**
 * Takes a line's booking back: its collection, invoice payment (with the invoice made for an expense, unless
 * other payments were made on it since) or transfer goes with its journal, and the line is open again.
 */
export async function unmatchActivity(db: Db, id: number, actor: Actor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const line = await rawActivity(trx, id);
    if (!line) throw notFound();
    const logs: Log[] = [];
    const removed = async (table: BookedTable, entityType: string, rowId: number) => {
      const before = await findDocumentRow(trx, table, rowId);
      if (before) logs.push({ entityType, entityId: rowId, action: ACTION.delete, before, after: null });
    };
    if (line.collection_id !== null) {
      await deleteCollection(trx, line.collection_id);
    } else if (line.invoice_id !== null && line.invoice_payment_id !== null) {
      if (await hasOtherPayment(trx, line.invoice_id, line.invoice_payment_id)) {
        await removed('invoice_payments', 'invoice_payment', line.invoice_payment_id);
        await deleteInvoicePayment(trx, line.invoice_payment_id);
      } else {
        await removed('invoices', 'invoice', line.invoice_id);
        await deleteInvoice(trx, line.invoice_id);
      }
    } else if (line.invoice_payment_id !== null) {
      await removed('invoice_payments', 'invoice_payment', line.invoice_payment_id);
      await deleteInvoicePayment(trx, line.invoice_payment_id);
    } else if (line.account_transfer_id !== null) {
      await removed('account_transfers', 'account_transfer', line.account_transfer_id);
      await deleteAccountTransfer(trx, line.account_transfer_id);
    } else {
      throw invalid('id', NOT_MATCHED_MESSAGE);
    }
    await reopenActivity(trx, id);
    const after = await rawActivity(trx, id);
    logs.push({ entityType: 'bank_activity', entityId: id, action: ACTION.update, before: line, after: after ?? null });
    await writeLogs(trx, line.cluster_id, actor, logs);
  });
}

type RawLine = NonNullable<Awaited<ReturnType<typeof rawActivity>>>;

/**
 * The open outgoing line of the complex to book, closed at once inside the caller's transaction (so a
 * second, concurrent booking of it fails). An incoming line is matched into a collection instead.
 */
async function closeOutgoingLine(trx: Db, clusterId: number, id: number): Promise<RawLine> {
  const line = await rawActivity(trx, id);
  if (!line || line.cluster_id !== clusterId) throw notFound();
  if (line.is_closed === 1) throw invalid('id', ALREADY_MATCHED_MESSAGE);
  if (Number(line.amount) >= 0) throw invalid('id', INCOMING_BOOKING_MESSAGE);
  if (!(await closeOpenActivity(trx, line.id))) throw invalid('id', ALREADY_MATCHED_MESSAGE);
  return line;
}

type Created = { table: BookedTable; entityType: string; id: number };
/** What a booking made: the line's links to its document, and the records it created (for the action log). */
type Booked = { links: Parameters<typeof linkBooking>[2]; created: Created[] };

/** Links the line to its document and writes the action log of both, in the booking's transaction. */
async function finishBooking(trx: Db, line: RawLine, { links, created }: Booked, actor: Actor): Promise<void> {
  await linkBooking(trx, line.id, links);
  const logs: Log[] = [];
  for (const doc of created) {
    const after = await findDocumentRow(trx, doc.table, doc.id);
    logs.push({
      entityType: doc.entityType,
      entityId: doc.id,
      action: ACTION.create,
      before: null,
      after: after ?? null,
    });
  }
  const after = await rawActivity(trx, line.id);
  logs.push({
    entityType: 'bank_activity',
    entityId: line.id,
    action: ACTION.update,
    before: line,
    after: after ?? null,
  });
  await writeLogs(trx, line.cluster_id, actor, logs);
}

/**
 * A booking of an outgoing line: in one transaction the line is closed, `book` makes its document from the
 * line (amount, date and bank account are the line's own) and the line is linked to it and logged.
 */
const bookLine =
  <Input>(book: (trx: Db, line: RawLine, input: Input, actor: Actor) => Promise<Booked>) =>
  (db: Db, clusterId: number, id: number, input: Input, actor: Actor): Promise<void> =>
    db.transaction().execute(async (trx) => {
      const line = await closeOutgoingLine(trx, clusterId, id);
      await finishBooking(trx, line, await book(trx, line, input, actor), actor);
    });

/**
 * 'Fatura Ödemesi': an outgoing line pays an open invoice of the complex from the line's bank account, on
 * the line's date. As with every invoice payment (spec §5) the amount may not pass what is left to pay,
 * read after the invoice's lock.
 */
export const bookInvoicePayment = bookLine<BankActivityInvoicePaymentInput>(async (trx, line, input, actor) => {
  const clusterId = line.cluster_id;
  const invoice = await findInvoiceCluster(trx, input.invoice_id);
  if (!invoice || invoice.cluster_id !== clusterId) throw invalid('invoice_id', foreignReferenceMessage);
  const amount = -Number(line.amount);
  await lockInvoice(trx, invoice.id);
  const { remaining } = await invoiceMoney(trx, invoice.id);
  if (remaining <= 0) throw invalid('invoice_id', INVOICE_ALREADY_PAID_MESSAGE);
  if (amount > remaining) throw invalid('invoice_id', lineAboveRemainingMessage(formatMoney(remaining)));
  const paymentId = await createInvoicePayment(
    trx,
    {
      clusterId,
      invoiceId: invoice.id,
      collectedOn: line.activity_on,
      amount,
      bankAccountId: line.bank_account_id,
      safeId: null,
      description: input.description || line.description,
      createdBy: actor.userId,
    },
    'invoice_id',
  );
  return {
    links: { invoice_payment_id: paymentId },
    created: [{ table: 'invoice_payments', entityType: 'invoice_payment', id: paymentId }],
  };
});

/**
 * The provider of an expense booked without one: the complex's bank-commission provider (spec §3 type 2)
 * named as the line's bank account, made the first time.
 */
async function bankCommissionProvider(trx: Db, clusterId: number, bankAccountId: number) {
  const account = await findBankAccountRow(trx, bankAccountId);
  if (!account) throw notFound();
  const name = account.name.slice(0, 50);
  const found = await findBankCommissionProvider(trx, clusterId, name);
  if (found) return { id: found.id, created: false };
  const row = await insertBankCommissionProvider(trx, clusterId, name, account.name.slice(0, 100));
  return { id: row.id, created: true };
}

/** Spec §3: invoice type Faturasız 3, payment type Peşin 1. */
const FATURASIZ = 3;
const PESIN = 1;

/**
 * 'Gider': an outgoing line (a bank fee, an automatic payment) becomes an invoice of one item of the chosen
 * expense type, paid at once from the line's bank account: the expense type is debited and the bank account
 * credited through the provider, whose balance is back at zero.
 */
export const bookExpense = bookLine<BankActivityExpenseInput>(async (trx, line, input, actor) => {
  const clusterId = line.cluster_id;
  const amount = -Number(line.amount);
  if (amount > toKurus(ITEM_AMOUNT_MAX)) throw invalid('id', messages.maxValue(ITEM_AMOUNT_MAX, true));
  const description = input.description || line.description || null;
  const item = {
    expense_type_id: input.expense_type_id,
    child_expense_type_id: input.child_expense_type_id ?? null,
    description,
    amount: fromKurus(amount),
  };
  await validateItemLinks(trx, clusterId, item);
  const created: Created[] = [];
  let providerId = input.provider_id ?? null;
  if (providerId !== null) {
    await assertLinked(trx, 'cluster_providers', 'provider_id', providerId, clusterId);
  } else {
    const provider = await bankCommissionProvider(trx, clusterId, line.bank_account_id);
    providerId = provider.id;
    if (provider.created) created.push({ table: 'cluster_providers', entityType: 'provider', id: provider.id });
  }
  const invoiceId = await createInvoice(
    trx,
    {
      cluster_id: clusterId,
      provider_id: providerId,
      billed_on: line.activity_on,
      last_payment_on: line.activity_on,
      bill_no: null,
      utility_no: null,
      invoice_type_id: input.invoice_type_id ?? FATURASIZ,
      payment_type_id: PESIN,
      description,
      items: [item],
    },
    actor.userId,
  );
  const paymentId = await createInvoicePayment(trx, {
    clusterId,
    invoiceId,
    collectedOn: line.activity_on,
    amount,
    bankAccountId: line.bank_account_id,
    safeId: null,
    description,
    createdBy: actor.userId,
  });
  created.push(
    { table: 'invoices', entityType: 'invoice', id: invoiceId },
    { table: 'invoice_payments', entityType: 'invoice_payment', id: paymentId },
  );
  return { links: { invoice_id: invoiceId, invoice_payment_id: paymentId }, created };
});

/**
 * 'Virman': an outgoing line moved money from its bank account to another bank account or a safe of the
 * complex; the transfer credits the line's account and debits the target.
 */
export const bookTransfer = bookLine<BankActivityTransferInput>(async (trx, line, input, actor) => {
  const from = { bankAccountId: line.bank_account_id, safeId: null };
  const to = { bankAccountId: input.to_bank_account_id ?? null, safeId: input.to_safe_id ?? null };
  await validateTransferPlaces(trx, line.cluster_id, from, to);
  const transferId = await createAccountTransfer(trx, {
    clusterId: line.cluster_id,
    from,
    to,
    amount: -Number(line.amount),
    transferredOn: line.activity_on,
    description: input.description || line.description || null,
    createdBy: actor.userId,
  });
  return {
    links: { account_transfer_id: transferId },
    created: [{ table: 'account_transfers', entityType: 'account_transfer', id: transferId }],
  };
});
