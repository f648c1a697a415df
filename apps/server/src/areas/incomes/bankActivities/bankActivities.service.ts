import {
  ALREADY_MATCHED_MESSAGE,
  type BankActivityExpenseInput,
  type BankActivityInvoicePaymentInput,
  type BankActivityTransferInput,
  type BankBooking,
  type BankColumnMapping,
  foreignReferenceMessage,
  formatMoney,
  fromKurus,
  INCOMING_BOOKING_MESSAGE,
  INVOICE_ALREADY_PAID_MESSAGE,
  ITEM_AMOUNT_MAX,
  lineAboveRemainingMessage,
  messages,
  NOT_MATCHED_MESSAGE,
  OUTGOING_MESSAGE,
  toKurus,
} from '@site/shared';
import { accountBalance } from '../../../accounting/journal';
import type { Db } from '../../../db/connection';
import { foldTurkish } from '../../../db/turkish';
import { nowIso } from '../../../http/clock';
import { HttpError, invalid, notFound } from '../../../http/errors';
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
import { findAccountTransfer } from '../accountTransfers/accountTransfers.repository';
import {
  createAccountTransfer,
  deleteAccountTransfer,
  validateTransferPlaces,
} from '../accountTransfers/accountTransfers.service';
import { createCollection, deleteCollection, validateCollectionLinks } from '../collections/collections.service';
import { createMatcher, matchFold } from './bankActivities.matcher';
import {
  type ActivityRow,
  bankAccountsWithStatements,
  closeOpenActivity,
  existingReferences,
  findBankAccountRow,
  findBankCommissionProvider,
  findMapping,
  findPaymentWithInvoice,
  houseLabel,
  insertActivities,
  insertBankCommissionProvider,
  insertImport,
  linkBooking,
  linkCollection,
  loadMatchContext,
  type NewActivity,
  rawActivity,
  reopenActivity,
  saveMapping,
} from './bankActivities.repository';
import {
  type Cell,
  closingLine,
  locateTable,
  MISSING_COLUMN_MESSAGE,
  missingColumns,
  readLines,
  readRows,
  StatementError,
  sampleOf,
  withReferences,
} from './bankStatement.parser';

export type Actor = { userId: number; pageUrl: string | null };

type Row = Record<string, unknown>;

const money = (kurus: number | null) => (kurus === null ? null : fromKurus(Number(kurus)));

/** References the parser made up for lines without one (a hash of the line) start with this. */
const DERIVED_REFERENCE = 'h:';

const turkishDate = (iso: string) => iso.split('-').reverse().join('.');

/**
 * The reference a person reads: the bank's own reference number, or, for a statement without one (where
 * the stored reference is a hash), the line's date and description.
 */
export function readableReference(row: {
  reference_no: string;
  activity_on: string;
  description: string | null;
  sender_name: string | null;
}): string {
  if (!row.reference_no.startsWith(DERIVED_REFERENCE)) return row.reference_no;
  const text = (row.description || row.sender_name || '').trim();
  return [turkishDate(row.activity_on), text].filter(Boolean).join(' – ');
}

/** What a closed line was booked as, from the document it points at. */
export function bookingOf(row: {
  collection_id: number | null;
  invoice_payment_id: number | null;
  invoice_id: number | null;
  account_transfer_id: number | null;
}): BankBooking | null {
  if (row.collection_id !== null) return 'collection';
  if (row.invoice_id !== null) return 'expense';
  if (row.invoice_payment_id !== null) return 'invoice_payment';
  if (row.account_transfer_id !== null) return 'transfer';
  return null;
}

/** A list/show row as the API gives it: lira, flags as booleans, house labels. */
export function activityToApi(row: ActivityRow): Row {
  return {
    id: row.id,
    cluster_id: row.cluster_id,
    cluster_name: row.cluster_name,
    bank_account_id: row.bank_account_id,
    bank_account_name: row.bank_account_name,
    import_id: row.import_id,
    reference_no: row.reference_no,
    reference: readableReference(row),
    activity_on: row.activity_on,
    amount: money(row.amount),
    balance_after: money(row.balance_after),
    is_incoming: Number(row.amount) > 0,
    sender_name: row.sender_name,
    description: row.description,
    iban: row.iban,
    identity_number: row.identity_number,
    tax_number: row.tax_number,
    is_closed: row.is_closed === 1,
    suggested_house_id: row.suggested_house_id,
    suggested_house_label: houseLabel(row.suggested_block_name, row.suggested_door_number),
    suggested_resident_id: row.suggested_resident_id,
    suggested_resident_name: row.suggested_resident_name,
    confidence: Number(row.confidence),
    suggestion_reason: row.suggestion_reason,
    collection_id: row.collection_id,
    collected_on: row.collected_on,
    receipt_no: row.receipt_no,
    collection_house_id: row.collection_house_id,
    collection_house_label: houseLabel(row.collection_block_name, row.collection_door_number),
    collection_resident_id: row.collection_resident_id,
    collection_resident_name: row.collection_resident_name,
    booked_as: bookingOf(row),
    invoice_payment_id: row.invoice_payment_id,
    invoice_id: row.invoice_id ?? row.paid_invoice_id,
    account_transfer_id: row.account_transfer_id,
    /** Whom the money went to: the invoice's provider, or the account a transfer filled. */
    counterpart_name: row.provider_name ?? row.transfer_to_name,
    created_at: row.created_at,
  };
}

/** The same row for an export: money stays in kuruş, the writer formats it. */
export function activityToExport(row: ActivityRow): Row {
  return {
    ...activityToApi(row),
    amount: Number(row.amount),
    balance_after: row.balance_after === null ? null : Number(row.balance_after),
  };
}

export type ImportInput = {
  clusterId: number;
  bankAccountId: number;
  fileName: string;
  bytes: Buffer;
  /** Sent by the mapping dialog; saved for every later import of the bank account. */
  mapping: BankColumnMapping | null;
  /** Asks for the mapping again even though one is saved (the columns of the bank's file changed). */
  remap: boolean;
};

export type ImportResult =
  | {
      needs_mapping: true;
      headers: string[];
      sample: string[][];
      mapping: BankColumnMapping | null;
      missing_columns: string[];
    }
  | {
      needs_mapping: false;
      import_id: number;
      row_count: number;
      new_count: number;
      skipped_count: number;
      suggested_count: number;
      closing_balance: number | null;
      statement_on: string | null;
    };

const fileError = (error: unknown): never => {
  if (error instanceof StatementError) throw invalid('file', error.message);
  throw error;
};

/**
 * Imports a statement: the first time for a bank account (or when its columns changed) it answers with
 * the headers and first rows so the user can map them; then every new line is stored with a suggestion,
 * and lines already imported (same reference on the account) are skipped.
 */
export async function importStatement(db: Db, input: ImportInput, actor: Actor): Promise<ImportResult> {
  let rows: Cell[][];
  try {
    rows = await readRows(input.bytes);
  } catch (error) {
    return fileError(error);
  }
  let table: ReturnType<typeof locateTable>;
  try {
    table = locateTable(rows);
  } catch (error) {
    return fileError(error);
  }
  const saved = await findMapping(db, input.bankAccountId);
  const mapping = input.mapping ?? (input.remap ? null : saved);
  const missing = mapping ? missingColumns(table.headers, mapping) : [];
  if (!mapping || (missing.length && !input.mapping)) {
    return {
      needs_mapping: true,
      headers: table.headers,
      sample: sampleOf(table),
      mapping: mapping ?? saved,
      missing_columns: missing,
    };
  }
  if (missing.length) {
    const field = Object.entries(mapping).find(([, name]) => name === missing[0])?.[0] ?? 'activity_on';
    throw new HttpError(422, MISSING_COLUMN_MESSAGE(missing[0]), {
      [`mapping.${field}`]: [MISSING_COLUMN_MESSAGE(missing[0])],
    });
  }

  let lines: ReturnType<typeof withReferences>;
  try {
    lines = withReferences(readLines(table, mapping));
  } catch (error) {
    return fileError(error);
  }
  const closing = closingLine(lines);
  const statementOn = closing.activity_on;
  const closingBalance = closing.balance_after;

  // Lines of the file that are new: not on the account yet, and the first of any repeated reference.
  const known = await existingReferences(
    db,
    input.bankAccountId,
    lines.map((l) => l.reference_no),
  );
  const fresh = lines.filter((line) => {
    if (known.has(line.reference_no)) return false;
    known.add(line.reference_no);
    return true;
  });

  const suggest = createMatcher(await loadMatchContext(db, input.clusterId));
  const now = nowIso();
  let suggested = 0;
  const newRows: NewActivity[] = fresh.map((line) => {
    const suggestion = suggest(line);
    if (suggestion) suggested++;
    const text = [line.sender_name, line.description, line.iban, line.reference_no].filter(Boolean).join(' ');
    const folded = foldTurkish(text);
    const ascii = matchFold(text);
    return {
      cluster_id: input.clusterId,
      bank_account_id: input.bankAccountId,
      import_id: null,
      reference_no: line.reference_no,
      activity_on: line.activity_on,
      amount: line.amount,
      balance_after: line.balance_after,
      identity_number: line.identity_number,
      tax_number: line.tax_number,
      iban: line.iban,
      sender_name: line.sender_name,
      description: line.description,
      suggested_house_id: suggestion?.house_id ?? null,
      suggested_resident_id: suggestion?.resident_id ?? null,
      confidence: suggestion?.confidence ?? 0,
      suggestion_reason: suggestion?.reason ?? null,
      // Both spellings, so 'ismail' finds a bank's 'ISMAIL' as well as 'İsmail'.
      search: folded === ascii ? folded : `${folded} ${ascii}`,
      created_at: now,
      updated_at: now,
    };
  });

  return db.transaction().execute(async (trx) => {
    if (input.mapping) await saveMapping(trx, input.bankAccountId, input.mapping);
    const importId = await insertImport(trx, {
      cluster_id: input.clusterId,
      bank_account_id: input.bankAccountId,
      file_name: input.fileName.slice(0, 255),
      row_count: lines.length,
      closing_balance: closingBalance,
      statement_on: statementOn,
      created_by: actor.userId,
    });
    const inserted = await insertActivities(
      trx,
      newRows.map((row) => ({ ...row, import_id: importId })),
    );
    const result = {
      needs_mapping: false as const,
      import_id: importId,
      row_count: lines.length,
      new_count: inserted,
      skipped_count: lines.length - inserted,
      suggested_count: suggested,
      closing_balance: money(closingBalance),
      statement_on: statementOn,
    };
    // One entry per statement: its lines are listed under the import id.
    await writeActionLog(trx, {
      userId: actor.userId,
      clusterId: input.clusterId,
      entityType: 'bank_statement_import',
      entityId: importId,
      action: ACTION.create,
      before: null,
      after: { bank_account_id: input.bankAccountId, file_name: input.fileName, ...result },
      pageUrl: actor.pageUrl,
    });
    return result;
  });
}

/** Saves a bank account's column mapping (the import dialog's choice, or a correction). */
export async function updateMapping(
  db: Db,
  account: { id: number; cluster_id: number },
  mapping: BankColumnMapping,
  actor: Actor,
): Promise<void> {
  const before = await findMapping(db, account.id);
  await db.transaction().execute(async (trx) => {
    await saveMapping(trx, account.id, mapping);
    await writeActionLog(trx, {
      userId: actor.userId,
      clusterId: account.cluster_id,
      entityType: 'bank_account',
      entityId: account.id,
      action: ACTION.update,
      before: { column_mapping: before },
      after: { column_mapping: mapping },
      pageUrl: actor.pageUrl,
    });
  });
}

export type MatchItem = { id: number; house_id?: number | null; resident_id?: number | null };

/**
 * Turns one open incoming line into a collection for the house and/or payer, inside the caller's
 * transaction: the line is closed first (so a second, concurrent match of it fails), then the collection
 * writes the journal and pays the debts.
 */
async function matchOne(trx: Db, clusterId: number, item: MatchItem, actor: Actor): Promise<void> {
  const line = await rawActivity(trx, item.id);
  if (!line || line.cluster_id !== clusterId) throw notFound();
  if (line.is_closed === 1) throw invalid('id', ALREADY_MATCHED_MESSAGE);
  if (Number(line.amount) <= 0) throw invalid('id', OUTGOING_MESSAGE);
  const collection = {
    clusterId,
    houseId: item.house_id ?? null,
    residentId: item.resident_id ?? null,
    bankAccountId: line.bank_account_id,
    safeId: null,
    amount: Number(line.amount),
    collectedOn: line.activity_on,
    description: line.description,
    bankActivityId: line.id,
    createdBy: actor.userId,
  };
  await validateCollectionLinks(trx, collection);
  if (!(await closeOpenActivity(trx, line.id))) throw invalid('id', ALREADY_MATCHED_MESSAGE);
  const collectionId = await createCollection(trx, collection);
  await linkCollection(trx, line.id, collectionId);
  const after = await rawActivity(trx, line.id);
  await writeActionLog(trx, {
    userId: actor.userId,
    clusterId,
    entityType: 'bank_activity',
    entityId: line.id,
    action: ACTION.update,
    before: line,
    after: after ?? null,
    pageUrl: actor.pageUrl,
  });
}

export async function matchActivity(db: Db, clusterId: number, item: MatchItem, actor: Actor): Promise<void> {
  await db.transaction().execute((trx) => matchOne(trx, clusterId, item, actor));
}

/** Many lines in one transaction: one refused line (its errors under `items.<n>`) matches none. */
export async function matchActivities(db: Db, clusterId: number, items: MatchItem[], actor: Actor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [index, item] of items.entries()) {
      try {
        await matchOne(trx, clusterId, item, actor);
      } catch (error) {
        if (error instanceof HttpError && error.errors) {
          const errors = Object.fromEntries(
            Object.entries(error.errors).map(([field, messages]) => [`items.${index}.${field}`, messages]),
          );
          throw new HttpError(error.statusCode, error.message, errors);
        }
        throw error;
      }
    }
  });
}

/** The document a closed outgoing line was booked as, for its detail: the invoice payment or the transfer. */
export async function bookedDocument(db: Db, row: ActivityRow) {
  if (row.invoice_payment_id !== null) {
    const payment = await findPaymentWithInvoice(db, row.invoice_payment_id);
    if (!payment) return null;
    const invoiceAmount = Number(payment.invoice_amount);
    return {
      kind: bookingOf(row),
      payment: {
        id: payment.id,
        amount: fromKurus(Number(payment.amount)),
        collected_on: payment.collected_on,
        receipt_no: payment.receipt_no,
        description: payment.description,
      },
      invoice: {
        id: payment.invoice_id,
        bill_no: payment.bill_no,
        billed_on: payment.billed_on,
        invoice_type_id: payment.invoice_type_id,
        receipt_no: payment.invoice_receipt_no,
        provider_name: payment.provider_name,
        amount: fromKurus(invoiceAmount),
        remaining: fromKurus(invoiceAmount - Number(payment.invoice_paid)),
      },
      transfer: null,
    };
  }
  if (row.account_transfer_id !== null) {
    const transfer = await findAccountTransfer(db, row.account_transfer_id);
    if (!transfer) return null;
    return {
      kind: bookingOf(row),
      payment: null,
      invoice: null,
      transfer: {
        id: transfer.id,
        amount: fromKurus(Number(transfer.amount)),
        transferred_on: transfer.transferred_on,
        from_name: transfer.from_name,
        to_name: transfer.to_name,
        description: transfer.description,
      },
    };
  }
  return null;
}

type Log = { entityType: string; entityId: number; action: ActionType; before: Row | null; after: Row | null };

const writeLogs = async (trx: Db, clusterId: number, actor: Actor, logs: Log[]) => {
  for (const log of logs) {
    await writeActionLog(trx, { userId: actor.userId, clusterId, pageUrl: actor.pageUrl, ...log });
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
    const removed = async (
      table: 'invoices' | 'invoice_payments' | 'account_transfers',
      entityType: string,
      rowId: number,
    ) => {
      const before = await trx.selectFrom(table).selectAll().where('id', '=', rowId).executeTakeFirst();
      if (before) logs.push({ entityType, entityId: rowId, action: ACTION.delete, before, after: null });
    };
    if (line.collection_id !== null) {
      await deleteCollection(trx, line.collection_id);
    } else if (line.invoice_id !== null && line.invoice_payment_id !== null) {
      const others = await trx
        .selectFrom('invoice_payments')
        .select('id')
        .where('invoice_id', '=', line.invoice_id)
        .where('id', '!=', line.invoice_payment_id)
        .executeTakeFirst();
      if (others) {
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

/** Links the line to its document and writes the action log of both, in the booking's transaction. */
async function finishBooking(
  trx: Db,
  line: RawLine,
  links: Parameters<typeof linkBooking>[2],
  created: {
    table: 'invoices' | 'invoice_payments' | 'account_transfers' | 'cluster_providers';
    entityType: string;
    id: number;
  }[],
  actor: Actor,
): Promise<void> {
  await linkBooking(trx, line.id, links);
  const logs: Log[] = [];
  for (const doc of created) {
    const after = await trx.selectFrom(doc.table).selectAll().where('id', '=', doc.id).executeTakeFirst();
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
 * 'Fatura Ödemesi': an outgoing line pays an open invoice of the complex from the line's bank account, on
 * the line's date. As with every invoice payment (spec §5) the amount may not pass what is left to pay,
 * read after the invoice's lock.
 */
export async function bookInvoicePayment(
  db: Db,
  clusterId: number,
  id: number,
  input: BankActivityInvoicePaymentInput,
  actor: Actor,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const line = await closeOutgoingLine(trx, clusterId, id);
    const invoice = await trx
      .selectFrom('invoices')
      .select(['id', 'cluster_id'])
      .where('id', '=', input.invoice_id)
      .executeTakeFirst();
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
    await finishBooking(
      trx,
      line,
      { invoice_payment_id: paymentId },
      [{ table: 'invoice_payments', entityType: 'invoice_payment', id: paymentId }],
      actor,
    );
  });
}

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

/**
 * 'Gider': an outgoing line (a bank fee, an automatic payment) becomes an invoice of one item of the chosen
 * expense type, paid at once from the line's bank account: the expense type is debited and the bank account
 * credited through the provider, whose balance is back at zero.
 */
export async function bookExpense(
  db: Db,
  clusterId: number,
  id: number,
  input: BankActivityExpenseInput,
  actor: Actor,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const line = await closeOutgoingLine(trx, clusterId, id);
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
    const created: Parameters<typeof finishBooking>[3] = [];
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
    await finishBooking(trx, line, { invoice_id: invoiceId, invoice_payment_id: paymentId }, created, actor);
  });
}

/** Spec §3: invoice type Faturasız 3, payment type Peşin 1. */
const FATURASIZ = 3;
const PESIN = 1;

/**
 * 'Virman': an outgoing line moved money from its bank account to another bank account or a safe of the
 * complex; the transfer credits the line's account and debits the target.
 */
export async function bookTransfer(
  db: Db,
  clusterId: number,
  id: number,
  input: BankActivityTransferInput,
  actor: Actor,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const line = await closeOutgoingLine(trx, clusterId, id);
    const from = { bankAccountId: line.bank_account_id, safeId: null };
    const to = { bankAccountId: input.to_bank_account_id ?? null, safeId: input.to_safe_id ?? null };
    await validateTransferPlaces(trx, clusterId, from, to);
    const transferId = await createAccountTransfer(trx, {
      clusterId,
      from,
      to,
      amount: -Number(line.amount),
      transferredOn: line.activity_on,
      description: input.description || line.description || null,
      createdBy: actor.userId,
    });
    await finishBooking(
      trx,
      line,
      { account_transfer_id: transferId },
      [{ table: 'account_transfers', entityType: 'account_transfer', id: transferId }],
      actor,
    );
  });
}

/**
 * For each bank account of the complex: the latest statement's closing balance against the journal's
 * balance of the account on that date, and the lines still open.
 */
export async function balanceCheck(db: Db, clusterId: number) {
  const accounts = await bankAccountsWithStatements(db, clusterId);
  const result = [];
  for (const { account, statement, openCount, openTotal } of accounts) {
    const statementOn = statement?.statement_on ?? null;
    const closing = statement?.closing_balance ?? null;
    const journal = statementOn ? await accountBalance(db, clusterId, 'bank_account', account.id, statementOn) : null;
    const difference = closing !== null && journal !== null ? Number(closing) - journal : null;
    result.push({
      bank_account_id: account.id,
      bank_account_name: account.name,
      iban: account.iban,
      statement_on: statementOn,
      closing_balance: money(closing === null ? null : Number(closing)),
      journal_balance: money(journal),
      difference: money(difference),
      open_count: openCount,
      open_total: money(openTotal),
    });
  }
  return result;
}
