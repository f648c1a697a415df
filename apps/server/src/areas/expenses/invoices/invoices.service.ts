import {
  type AutoInstallmentInput,
  type BulkCloseInput,
  FULLY_INSTALLED_MESSAGE,
  formatMoney,
  fromKurus,
  INSTALLMENTS_DELETED_WARNING,
  type InvoiceInput,
  type InvoiceItemInput,
  messages,
  toKurus,
} from '@site/shared';
import { addMonths } from '../../../accounting/dates';
import { nextDocumentNo } from '../../../accounting/documentNumbers';
import { type EntryInput, postTransaction, removeTransaction } from '../../../accounting/journal';
import { splitEqually } from '../../../accounting/split';
import type { Db } from '../../../db/connection';
import { foldTurkish } from '../../../db/turkish';
import { nowIso } from '../../../http/clock';
import { invalid, notFound } from '../../../http/errors';
import { commonColumns } from '../../../http/export/commonColumns';
import { clusterList, moneyTotals } from '../../../http/listRoute';
import { ACTION } from '../../../kernel/actionLog';
import type { Actor } from '../../../kernel/changeLog';
import { assertLinked } from '../../../kernel/definitionRules';
import { assertPaymentPlace } from '../../../kernel/paymentPlace';
import { deleteLogged, log } from '../changes';
import { expenseColumns as columns } from '../expenseLists';
import { createInvoicePayment, deleteInvoicePayment } from '../invoicePayments/invoicePayments.service';
import {
  clusterInvoiceIds,
  deleteItemsOf,
  insertBulkClose,
  invoiceById,
  invoiceList,
  invoiceMoney,
  invoiceToApi,
  lockInvoice,
  paidSql,
  type Row,
  remainingSql,
  selectInvoices,
  showInvoice,
  updateInvoiceRow,
  usableExpenseType,
} from './invoices.repository';

/** An invoice's provider, expense types and payment places must be the complex's own (or system types). */
export async function validateInvoiceLinks(db: Db, clusterId: number, input: Partial<InvoiceInput>): Promise<void> {
  if (input.provider_id != null)
    await assertLinked(db, 'cluster_providers', 'provider_id', input.provider_id, clusterId);
  for (const [i, item] of (input.items ?? []).entries()) await validateItemLinks(db, clusterId, item, `items.${i}.`);
}

/** An expense type the complex may use and, when given, a child type under it (an invoice item's, a provider's). */
export async function validateItemLinks(
  db: Db,
  clusterId: number,
  item: Pick<InvoiceItemInput, 'expense_type_id' | 'child_expense_type_id'>,
  prefix = '',
): Promise<void> {
  if (!(await usableExpenseType(db, clusterId, item.expense_type_id)))
    throw invalid(`${prefix}expense_type_id`, 'Öğe bulunamadı.');
  const child = item.child_expense_type_id;
  if (child != null && !(await usableExpenseType(db, clusterId, child, item.expense_type_id)))
    throw invalid(`${prefix}child_expense_type_id`, 'Öğe bulunamadı.');
}

/**
 * Rewrites an invoice's journal from its items: each item debits its expense type (the child type when
 * there is one), the provider is credited the total. Returns the new total in kuruş.
 */
export async function rewriteInvoiceJournal(trx: Db, invoiceId: number, userId: number | null): Promise<number> {
  const invoice = await trx.selectFrom('invoices').selectAll().where('id', '=', invoiceId).executeTakeFirstOrThrow();
  const items = await trx
    .selectFrom('invoice_items')
    .selectAll()
    .where('invoice_id', '=', invoiceId)
    .orderBy('id')
    .execute();
  await removeTransaction(trx, invoice.transaction_id);
  const total = items.reduce((sum, item) => sum + Number(item.amount), 0);
  let transactionId: number | null = null;
  if (total > 0) {
    const description = invoice.description ?? (invoice.bill_no ? `Fatura ${invoice.bill_no}` : 'Fatura');
    const entries: EntryInput[] = items.map((item) => ({
      accountKind: 'expense_type',
      accountId: item.child_expense_type_id ?? item.expense_type_id,
      amount: Number(item.amount),
      description: item.description ?? description,
    }));
    entries.push({
      accountKind: 'provider',
      accountId: invoice.provider_id,
      amount: -total,
      dueOn: invoice.last_payment_on,
    });
    transactionId = await postTransaction(trx, {
      clusterId: invoice.cluster_id,
      kind: 'invoice',
      occurredOn: invoice.billed_on,
      description,
      createdBy: userId,
      entries,
    });
  }
  await trx
    .updateTable('invoices')
    .set({ amount: total, transaction_id: transactionId, updated_at: nowIso() })
    .where('id', '=', invoiceId)
    .execute();
  return total;
}

/** The answer's `meta.warnings` when a change removed the invoice's installments (they no longer matched). */
export const warningsOf = (installmentsDeleted: boolean) =>
  installmentsDeleted ? { meta: { warnings: [INSTALLMENTS_DELETED_WARNING] } } : {};

/**
 * After the items change: a total below what was paid is refused; a changed total deletes the
 * installments (they must be made again, spec §4). Returns a warning for the response when it did.
 */
export async function afterItemsChanged(trx: Db, invoiceId: number, previousTotal: number, userId: number | null) {
  const total = await rewriteInvoiceJournal(trx, invoiceId, userId);
  const money = await invoiceMoney(trx, invoiceId);
  if (money.paid > total) {
    throw invalid('amount', `Fatura tutarı ödenen tutardan (${formatMoney(money.paid)}) az olamaz.`);
  }
  if (total !== previousTotal && money.installed > 0) {
    await trx.deleteFrom('invoice_installments').where('invoice_id', '=', invoiceId).execute();
    return true;
  }
  return false;
}

export function invoiceColumns(input: Partial<InvoiceInput>) {
  const { items: _items, cluster_id: _cluster, is_invoiced, ...rest } = input;
  return {
    ...rest,
    ...(is_invoiced === undefined ? {} : { is_invoiced: is_invoiced ? 1 : 0 }),
    ...(input.bill_no !== undefined || input.description !== undefined
      ? { search: foldTurkish([input.bill_no, input.utility_no, input.description].filter(Boolean).join(' ')) }
      : {}),
  };
}

export async function createInvoice(trx: Db, input: InvoiceInput, userId: number | null): Promise<number> {
  const now = nowIso();
  const { id } = await trx
    .insertInto('invoices')
    .values({
      ...invoiceColumns(input),
      provider_id: input.provider_id,
      billed_on: input.billed_on,
      cluster_id: input.cluster_id,
      receipt_no: await nextDocumentNo(trx, input.cluster_id, 'last_settlement_no'),
      created_by: userId,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const item of input.items ?? []) await insertItem(trx, input.cluster_id, id, item);
  await rewriteInvoiceJournal(trx, id, userId);
  return id;
}

export async function insertItem(
  trx: Db,
  clusterId: number,
  invoiceId: number,
  item: InvoiceItemInput,
): Promise<number> {
  const now = nowIso();
  const { id } = await trx
    .insertInto('invoice_items')
    .values({
      cluster_id: clusterId,
      invoice_id: invoiceId,
      expense_type_id: item.expense_type_id,
      child_expense_type_id: item.child_expense_type_id ?? null,
      description: item.description ?? null,
      amount: toKurus(item.amount),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A new installment must fit in what is not installed yet; a fully installed invoice takes none. */
export async function assertInstallmentFits(trx: Db, invoiceId: number, amount: number, exceptId?: number) {
  const money = await invoiceMoney(trx, invoiceId);
  let installed = money.installed;
  if (exceptId !== undefined) {
    const own = await trx
      .selectFrom('invoice_installments')
      .select('amount')
      .where('id', '=', exceptId)
      .executeTakeFirst();
    installed -= Number(own?.amount ?? 0);
  }
  const left = money.amount - installed;
  if (left <= 0) throw invalid('amount', FULLY_INSTALLED_MESSAGE);
  if (amount > left) throw invalid('amount', messages.maxValue(fromKurus(left), true));
}

/** Spreads what is not installed yet over `installment_count` months from `starts_on`. */
export async function createAutoInstallments(
  trx: Db,
  clusterId: number,
  invoiceId: number,
  input: AutoInstallmentInput,
) {
  const money = await invoiceMoney(trx, invoiceId);
  const left = money.amount - money.installed;
  if (left <= 0) throw invalid('installment_count', FULLY_INSTALLED_MESSAGE);
  if (left < input.installment_count) throw invalid('installment_count', messages.maxValue(left));
  const now = nowIso();
  const amounts = splitEqually(left, input.installment_count);
  await trx
    .insertInto('invoice_installments')
    .values(
      amounts.map((amount, m) => ({
        cluster_id: clusterId,
        invoice_id: invoiceId,
        last_payment_on: addMonths(input.starts_on, m),
        amount,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

/** Removes an invoice with its items, installments, payments and all their journal entries. */
export async function deleteInvoice(trx: Db, invoiceId: number): Promise<void> {
  const invoice = await invoiceById(trx, invoiceId);
  if (!invoice) throw notFound();
  const payments = await trx.selectFrom('invoice_payments').select('id').where('invoice_id', '=', invoiceId).execute();
  for (const p of payments) await deleteInvoicePayment(trx, p.id);
  await trx.deleteFrom('invoices').where('id', '=', invoiceId).execute();
  await removeTransaction(trx, invoice.transaction_id);
}

/** Records an invoice from the form with its items and journal, logged; answers the invoice's panel. */
export async function recordInvoice(db: Db, actor: Actor, input: InvoiceInput) {
  await validateInvoiceLinks(db, input.cluster_id, input);
  const id = await db.transaction().execute(async (trx) => {
    const newId = await createInvoice(trx, input, actor.userId);
    const after = (await invoiceById(trx, newId)) ?? null;
    await log(trx, actor, 'invoice', newId, input.cluster_id, ACTION.create, null, after);
    return newId;
  });
  return showInvoice(db, id);
}

/** Edits an invoice; a given item list replaces the old one. Answers the panel and whether installments went. */
export async function updateInvoice(
  db: Db,
  actor: Actor,
  before: { id: number; cluster_id: number; amount: number } & Row,
  input: Partial<InvoiceInput>,
) {
  await validateInvoiceLinks(db, before.cluster_id, input);
  const installmentsDeleted = await db.transaction().execute(async (trx) => {
    await lockInvoice(trx, before.id);
    await updateInvoiceRow(trx, before.id, { ...invoiceColumns(input), updated_at: nowIso() });
    if (input.items) {
      await deleteItemsOf(trx, before.id);
      for (const item of input.items) await insertItem(trx, before.cluster_id, before.id, item);
    }
    const deleted = await afterItemsChanged(trx, before.id, Number(before.amount), actor.userId);
    const after = (await invoiceById(trx, before.id)) ?? null;
    await log(trx, actor, 'invoice', before.id, before.cluster_id, ACTION.update, before, after);
    return deleted;
  });
  return { invoice: await showInvoice(db, before.id), installmentsDeleted };
}

export const removeInvoice = (db: Db, actor: Actor, before: { id: number; cluster_id: number } & Row) =>
  deleteLogged(db, actor, 'invoice', before, deleteInvoice);

/** 'Toplu Fatura Kapatma': pays what is left of every chosen invoice, all or nothing. */
export async function bulkCloseInvoices(db: Db, actor: Actor, body: BulkCloseInput) {
  await assertPaymentPlace(db, body.cluster_id, body);
  const ids = [...new Set(body.invoice_ids)];
  const found = await clusterInvoiceIds(db, ids, body.cluster_id);
  if (found.length !== ids.length) throw invalid('invoice_ids', 'Öğe bulunamadı.');
  const total = await db.transaction().execute(async (trx) => {
    const bulkId = await insertBulkClose(trx, {
      cluster_id: body.cluster_id,
      collected_on: body.collected_on,
      description: body.description ?? null,
      created_by: actor.userId,
      created_at: nowIso(),
    });
    let sum = 0;
    for (const [index, invoiceId] of ids.entries()) {
      await lockInvoice(trx, invoiceId);
      const { remaining } = await invoiceMoney(trx, invoiceId);
      if (remaining <= 0) throw invalid(`invoice_ids.${index}`, 'Bu faturanın ödenecek tutarı kalmadı.');
      await createInvoicePayment(
        trx,
        {
          clusterId: body.cluster_id,
          invoiceId,
          collectedOn: body.collected_on,
          amount: remaining,
          bankAccountId: body.bank_account_id ?? null,
          safeId: body.safe_id ?? null,
          description: body.description ?? null,
          bulkCloseId: bulkId,
          createdBy: actor.userId,
        },
        `invoice_ids.${index}`,
      );
      sum += remaining;
    }
    await log(trx, actor, 'invoice_bulk_close', bulkId, body.cluster_id, ACTION.create, null, { ...body, total: sum });
    return sum;
  });
  return { closed: ids.length, total };
}

/** The invoices of a complex, one page or the whole filtered list as a file. */
export const listInvoices = clusterList(
  {
    spec: invoiceList,
    idColumn: 'invoices.id',
    toApi: invoiceToApi,
    exportTitle: 'Faturalar',
    exportColumns: [
      { key: 'receipt_no', header: 'Fiş No', kind: 'number' },
      columns.billed_on,
      { key: 'last_payment_on', header: 'Son Ödeme', kind: 'date' },
      columns.provider_name,
      columns.bill_no,
      { key: 'utility_no', header: 'Tesisat No' },
      commonColumns.amount,
      { key: 'paid', header: 'Ödenen', kind: 'money' },
      commonColumns.description,
    ],
    totals: moneyTotals({ amount: 'invoices.amount', paid: paidSql, remaining: remainingSql }),
  },
  selectInvoices,
  'invoices.cluster_id',
);
