import {
  type CustomerInvoiceCreateInput,
  type CustomerInvoiceLineInput,
  type CustomerInvoiceUpdateInput,
  customerInvoiceMessages,
  foreignReferenceMessage,
  toKurus,
} from '@site/shared';
import type { Db } from '../../../db/connection';
import { hasRow } from '../../../db/hasRow';
import { nowIso } from '../../../http/clock';
import { invalid, notFound } from '../../../http/errors';
import { ACTION } from '../../../kernel/actionLog';
import { type Actor, logChange } from '../../../kernel/changeLog';
import { readSaasSettings } from '../bankActivities/saasSettings.service';
import { lockCustomer } from '../customerPayments/customerPayments.allocation';
import { addDays, totalsOf } from './customerInvoices.billing';
import { numberInvoice } from './customerInvoices.issue';
import { findInvoice, invoiceLines, invoicePayments, invoiceToApi } from './customerInvoices.repository';

/** The edit screen's invoice: the row with its customer, lines and payments (404 when there is none). */
export async function showInvoice(db: Db, id: number) {
  const row = await findInvoice(db, id);
  if (!row) throw notFound();
  const [lines, payments] = await Promise.all([invoiceLines(db, id), invoicePayments(db, id)]);
  return { ...invoiceToApi(row), lines, payments };
}

/** The lines a hand-written invoice or an edit sends: its lines, or one line of `amount` with the description. */
function linesOf(
  input: { lines?: CustomerInvoiceLineInput[]; amount?: number },
  description: string | null | undefined,
): { description: string; amount: number }[] | null {
  if (input.lines?.length) return input.lines.map((l) => ({ description: l.description, amount: toKurus(l.amount) }));
  if (input.amount !== undefined)
    return [{ description: description?.trim() || 'Hizmet bedeli', amount: toKurus(input.amount) }];
  return null;
}

/** What the action log keeps of an invoice (entity `customer_invoice`, no complex). */
const logged = (row: {
  customer_id: number;
  invoiced_on: string;
  due_on: string;
  amount: number;
  description: string | null;
}) => ({
  customer_id: row.customer_id,
  invoiced_on: row.invoiced_on,
  due_on: row.due_on,
  amount: row.amount,
  description: row.description,
});

const log = (
  trx: Db,
  actor: Actor,
  id: number,
  action: (typeof ACTION)[keyof typeof ACTION],
  before: object | null,
  after: object | null,
) =>
  logChange(trx, actor, {
    clusterId: null,
    entityType: 'customer_invoice',
    entityId: id,
    action,
    before: before as Record<string, unknown> | null,
    after: after as Record<string, unknown> | null,
  });

const hasPayments = (db: Db, id: number) =>
  hasRow(db.selectFrom('customer_invoice_payments').select('id').where('customer_invoice_id', '=', id));

function assertDueDate(invoicedOn: string, dueOn: string): void {
  if (dueOn < invoicedOn) throw invalid('due_on', customerInvoiceMessages.dueBeforeInvoiced);
}

async function writeLines(trx: Db, invoiceId: number, lines: { description: string; amount: number }[]) {
  await trx.deleteFrom('customer_invoice_lines').where('customer_invoice_id', '=', invoiceId).execute();
  await trx
    .insertInto('customer_invoice_lines')
    .values(
      lines.map((line) => ({
        customer_invoice_id: invoiceId,
        description: line.description,
        house_count: 0,
        days: 0,
        period_days: 0,
        unit_amount: line.amount,
        amount: line.amount,
      })),
    )
    .execute();
}

/**
 * An invoice written by hand: no period key (the monthly run never meets it), its period the invoice date, its
 * KDV at the settings' rate; due the settings' payment days after the invoice date unless a due date is sent.
 */
export async function createInvoice(db: Db, actor: Actor, input: CustomerInvoiceCreateInput) {
  const customer = await db.selectFrom('customers').select('id').where('id', '=', input.customer_id).executeTakeFirst();
  if (!customer) throw invalid('customer_id', foreignReferenceMessage);
  const lines = linesOf(input, input.description);
  if (!lines) throw invalid('lines', customerInvoiceMessages.linesOrAmount);
  const settings = await readSaasSettings(db);
  const dueOn = input.due_on ?? addDays(input.invoiced_on, settings.payment_due_days);
  assertDueDate(input.invoiced_on, dueOn);
  const id = await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const values = {
      customer_id: input.customer_id,
      period_key: null,
      is_yearly: 0,
      period_start: input.invoiced_on,
      period_end: input.invoiced_on,
      invoiced_on: input.invoiced_on,
      due_on: dueOn,
      ...totalsOf(
        lines.map((l) => l.amount),
        settings.tax_rate,
      ),
      description: input.description?.trim() || null,
      created_at: now,
      updated_at: now,
    };
    const row = await trx.insertInto('customer_invoices').values(values).returning('id').executeTakeFirstOrThrow();
    await numberInvoice(trx, row.id);
    await writeLines(trx, row.id, lines);
    await log(trx, actor, row.id, ACTION.create, null, logged(values));
    return row.id;
  });
  return showInvoice(db, id);
}

/**
 * Changes the due date and description; the amounts (lines, or one amount) only while no payment paid any of
 * the invoice: after that a change of amounts is a 422 and nothing changes. New amounts keep the invoice's
 * KDV rate. The payment check and the write are one transaction, the customer's row locked on PostgreSQL so a
 * payment allocated at the same moment waits.
 */
export async function updateInvoice(db: Db, actor: Actor, id: number, input: CustomerInvoiceUpdateInput) {
  const existing = await findInvoice(db, id);
  if (!existing) throw notFound();
  const lines = linesOf(input, input.description ?? existing.description);
  const dueOn = input.due_on ?? existing.due_on;
  assertDueDate(existing.invoiced_on, dueOn);
  await db.transaction().execute(async (trx) => {
    if (lines) {
      await lockCustomer(trx, existing.customer_id);
      if (await hasPayments(trx, id)) throw invalid('lines', customerInvoiceMessages.paidAmounts);
    }
    const changes = {
      due_on: dueOn,
      ...(input.description !== undefined ? { description: input.description?.trim() || null } : {}),
      ...(lines
        ? totalsOf(
            lines.map((l) => l.amount),
            existing.tax_rate,
          )
        : {}),
      updated_at: nowIso(),
    };
    await trx.updateTable('customer_invoices').set(changes).where('id', '=', id).execute();
    if (lines) await writeLines(trx, id, lines);
    await log(trx, actor, id, ACTION.update, logged(existing), logged({ ...existing, ...changes }));
  });
  return showInvoice(db, id);
}

/** Deletes an invoice with its lines, only while no payment paid any of it (422 otherwise). */
export async function deleteInvoice(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('customer_invoices')
      .select(['customer_id', 'invoiced_on', 'due_on', 'amount', 'description'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound();
    await lockCustomer(trx, row.customer_id);
    if (await hasPayments(trx, id)) throw invalid('id', customerInvoiceMessages.paidDelete);
    await trx.deleteFrom('customer_invoices').where('id', '=', id).execute();
    await log(trx, actor, id, ACTION.delete, logged(row), null);
  });
}
