import { type InvoiceItemInput, toKurus } from '@site/shared';
import type { Db } from '../../../db/connection';
import { nowIso } from '../../../http/clock';
import { commonColumns } from '../../../http/export/commonColumns';
import { ACTION, type ActionType } from '../../../kernel/actionLog';
import type { Actor } from '../../../kernel/changeLog';
import { log } from '../changes';
import { expenseColumns as columns, invoicePartList } from '../expenseLists';
import {
  deleteItemRow,
  invoiceMoney,
  lockInvoice,
  type Row,
  selectInvoiceItems,
  showInvoice,
  updateItemRow,
  withAmount,
} from '../invoices/invoices.repository';
import { afterItemsChanged, insertItem, validateItemLinks } from '../invoices/invoices.service';

type Item = { id: number; cluster_id: number; invoice_id: number };

/** The invoice items of a complex (`/clusters/{id}/expense/invoice-items`), one page or the whole list as a file. */
export const listInvoiceItems = invoicePartList('invoice_items', selectInvoiceItems, {
  date: ['billed_on', 'invoices.billed_on'],
  orderBy: { expense_type_name: 'expense_types.name_sort' },
  idFilters: ['invoice_id', 'expense_type_id', 'child_expense_type_id'],
  toApi: withAmount,
  exportTitle: 'Fatura Kalemleri',
  exportColumns: [
    columns.billed_on,
    columns.provider_name,
    columns.bill_no,
    { key: 'expense_type_name', header: 'Gider Tipi' },
    { key: 'child_expense_type_name', header: 'Alt Gider Tipi' },
    commonColumns.description,
    commonColumns.amount,
  ],
});

/**
 * One change to an invoice's items under its lock: the invoice's total and journal follow, and the answer
 * says whether its installments had to go (they no longer matched the total).
 */
async function changeItems(
  db: Db,
  actor: Actor,
  invoice: { id: number; cluster_id: number },
  previousTotal: number,
  change: (trx: Db) => Promise<number>,
  logged: { action: ActionType; before: Row | null; after: Row | null },
): Promise<{ itemId: number; installmentsDeleted: boolean }> {
  return db.transaction().execute(async (trx) => {
    await lockInvoice(trx, invoice.id);
    const itemId = await change(trx);
    const installmentsDeleted = await afterItemsChanged(trx, invoice.id, previousTotal, actor.userId);
    await log(trx, actor, 'invoice_item', itemId, invoice.cluster_id, logged.action, logged.before, logged.after);
    return { itemId, installmentsDeleted };
  });
}

/** 'Faturaya Kalem Ekle': one more item on an invoice; answers the item's id and the invoice. */
export async function addInvoiceItem(
  db: Db,
  actor: Actor,
  invoice: { id: number; cluster_id: number; amount: number },
  input: InvoiceItemInput,
) {
  await validateItemLinks(db, invoice.cluster_id, input);
  const { itemId, installmentsDeleted } = await changeItems(
    db,
    actor,
    invoice,
    Number(invoice.amount),
    (trx) => insertItem(trx, invoice.cluster_id, invoice.id, input),
    { action: ACTION.create, before: null, after: { ...input, invoice_id: invoice.id } },
  );
  return { id: itemId, invoice: await showInvoice(db, invoice.id), installmentsDeleted };
}

/** A change to an item already on an invoice: the invoice's total before it is read first. */
async function changeItem(
  db: Db,
  actor: Actor,
  item: Item & Row,
  change: (trx: Db) => Promise<void>,
  logged: { action: ActionType; after: Row | null },
): Promise<boolean> {
  const { amount: previousTotal } = await invoiceMoney(db, item.invoice_id);
  const invoice = { id: item.invoice_id, cluster_id: item.cluster_id };
  const changed = await changeItems(
    db,
    actor,
    invoice,
    previousTotal,
    async (trx) => {
      await change(trx);
      return item.id;
    },
    { ...logged, before: item },
  );
  return changed.installmentsDeleted;
}

export async function editInvoiceItem(db: Db, actor: Actor, item: Item & Row, input: InvoiceItemInput) {
  await validateItemLinks(db, item.cluster_id, input);
  const installmentsDeleted = await changeItem(
    db,
    actor,
    item,
    (trx) =>
      updateItemRow(trx, item.id, {
        expense_type_id: input.expense_type_id,
        child_expense_type_id: input.child_expense_type_id ?? null,
        description: input.description ?? null,
        amount: toKurus(input.amount),
        updated_at: nowIso(),
      }),
    { action: ACTION.update, after: { ...input } },
  );
  return { invoice: await showInvoice(db, item.invoice_id), installmentsDeleted };
}

export async function removeInvoiceItem(db: Db, actor: Actor, item: Item & Row) {
  const installmentsDeleted = await changeItem(db, actor, item, (trx) => deleteItemRow(trx, item.id), {
    action: ACTION.delete,
    after: null,
  });
  return { installmentsDeleted };
}
