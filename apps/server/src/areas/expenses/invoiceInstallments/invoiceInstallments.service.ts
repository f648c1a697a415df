import { type AutoInstallmentInput, type InstallmentInput, toKurus } from '@site/shared';
import type { Db } from '../../../db/connection';
import { nowIso } from '../../../http/clock';
import { ACTION } from '../../../kernel/actionLog';
import type { Actor } from '../../../kernel/changeLog';
import { deleteLogged, log } from '../changes';
import {
  deleteInstallmentRow,
  insertInstallment,
  installmentsOf,
  invoiceMoney,
  lockInvoice,
  type Row,
  updateInstallmentRow,
  withAmount,
} from '../invoices/invoices.repository';
import { assertInstallmentFits, createAutoInstallments } from '../invoices/invoices.service';

type Invoice = { id: number; cluster_id: number };
type Installment = Row & { id: number; cluster_id: number; invoice_id: number };

/** An invoice's installments, with what of its amount is not installed yet. */
export async function listInstallments(db: Db, invoice: Invoice) {
  const money = await invoiceMoney(db, invoice.id);
  const rows = await installmentsOf(db, invoice.id);
  return {
    data: rows.map(withAmount),
    meta: { total: rows.length, uninstalled: money.amount - money.installed },
  };
}

/** One more installment, never beyond the invoice's amount; answers its id. */
export async function addInstallment(db: Db, actor: Actor, invoice: Invoice, input: InstallmentInput) {
  const amount = toKurus(input.amount);
  return db.transaction().execute(async (trx) => {
    await lockInvoice(trx, invoice.id);
    await assertInstallmentFits(trx, invoice.id, amount);
    const now = nowIso();
    const id = await insertInstallment(trx, {
      cluster_id: invoice.cluster_id,
      invoice_id: invoice.id,
      last_payment_on: input.last_payment_on,
      amount,
      created_at: now,
      updated_at: now,
    });
    await log(trx, actor, 'invoice_installment', id, invoice.cluster_id, ACTION.create, null, {
      ...input,
      invoice_id: invoice.id,
    });
    return id;
  });
}

export async function editInstallment(db: Db, actor: Actor, before: Installment, input: InstallmentInput) {
  const amount = toKurus(input.amount);
  await db.transaction().execute(async (trx) => {
    await lockInvoice(trx, before.invoice_id);
    await assertInstallmentFits(trx, before.invoice_id, amount, before.id);
    await updateInstallmentRow(trx, before.id, {
      last_payment_on: input.last_payment_on,
      amount,
      updated_at: nowIso(),
    });
    await log(trx, actor, 'invoice_installment', before.id, before.cluster_id, ACTION.update, before, { ...input });
  });
}

export const removeInstallment = (db: Db, actor: Actor, before: Installment) =>
  deleteLogged(db, actor, 'invoice_installment', before, deleteInstallmentRow);

/** Spreads what is not installed over equal monthly installments; answers them all. */
export async function autoInstall(db: Db, actor: Actor, invoice: Invoice, input: AutoInstallmentInput) {
  await db.transaction().execute(async (trx) => {
    await lockInvoice(trx, invoice.id);
    await createAutoInstallments(trx, invoice.cluster_id, invoice.id, input);
    await log(trx, actor, 'invoice_installment', invoice.id, invoice.cluster_id, ACTION.create, null, {
      ...input,
      invoice_id: invoice.id,
    });
  });
  return (await installmentsOf(db, invoice.id)).map(withAmount);
}
