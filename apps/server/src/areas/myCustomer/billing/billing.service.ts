import { myCustomerMessages } from '@site/shared';
import type { Db } from '../../../db/connection';
import { todayInTurkey } from '../../../http/clock';
import { HttpError, notFound } from '../../../http/errors';
import type { FileStorage } from '../../../storage/fileStorage';
import { writeCustomerInvoicePdf } from '../../admin';
import * as repo from './billing.repository';

const runsOn = (today: string, row: { starts_on: string; ends_on: string | null }) =>
  row.starts_on <= today && (row.ends_on === null || row.ends_on >= today);

/** The caller's company as a customer; a company that is not one (or no company) is a 404 the screen explains. */
async function customerOf(db: Db, companyId: number | null) {
  const customer = companyId === null ? undefined : await repo.customerOfCompany(db, companyId);
  if (!customer) throw new HttpError(404, myCustomerMessages.notCustomer);
  return customer;
}

function invoiceToApi(
  { customer_id: _customer, tax_rate: _rate, ...row }: NonNullable<Awaited<ReturnType<typeof repo.findInvoice>>>,
  today: string,
) {
  const collected = Number(row.amount_collected);
  const remaining = row.amount_tax_included - collected;
  return {
    ...row,
    amount_collected: collected,
    amount_remaining: remaining,
    is_overdue: remaining > 0 && row.due_on < today,
  };
}

async function sellerOf(db: Db) {
  return (await repo.sellerOf(db)) ?? { title: null, bank_name: null, iban: null };
}

/** 'Müşteri Hesabım': products, complexes, invoices, payments, balance and where to pay. */
export async function showBilling(db: Db, companyId: number | null) {
  const customer = await customerOf(db, companyId);
  const today = todayInTurkey();
  const invoices = (await repo.invoicesOf(db, customer.id)).map((row) => invoiceToApi(row, today));
  const payments = (await repo.paymentsOf(db, customer.id)).map((row) => ({
    ...row,
    invoice_payment_amount: Number(row.invoice_payment_amount),
  }));
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  return {
    customer,
    products: (await repo.productsOf(db, customer.id)).map((row) => ({
      ...row,
      is_yearly: Number(row.is_yearly) === 1,
      is_active: runsOn(today, row),
    })),
    clusters: (await repo.clustersOf(db, customer.id)).map((row) => ({
      ...row,
      house_count: Number(row.house_count),
      is_active: runsOn(today, row),
    })),
    invoices,
    payments,
    balance: {
      remaining: sum(invoices.map((i) => Math.max(i.amount_remaining, 0))),
      overdue: sum(invoices.filter((i) => i.is_overdue).map((i) => i.amount_remaining)),
      credit: sum(payments.map((p) => p.amount - p.invoice_payment_amount)),
    },
    seller: await sellerOf(db),
  };
}

/** One of the company's own invoices; another customer's is a 404 as if it did not exist. */
async function ownInvoice(db: Db, companyId: number | null, id: number) {
  const customer = await customerOf(db, companyId);
  const invoice = await repo.findInvoice(db, id);
  if (!invoice || invoice.customer_id !== customer.id) throw notFound();
  return invoice;
}

export async function showOwnInvoice(db: Db, companyId: number | null, id: number) {
  const invoice = await ownInvoice(db, companyId, id);
  return {
    ...invoiceToApi(invoice, todayInTurkey()),
    tax_rate: invoice.tax_rate,
    lines: await repo.linesOf(db, id),
    payments: await repo.invoicePaymentsOf(db, id),
    seller: await sellerOf(db),
  };
}

export async function ownInvoicePdf(db: Db, files: FileStorage, companyId: number | null, id: number) {
  await ownInvoice(db, companyId, id);
  return { url: await writeCustomerInvoicePdf(db, files, id) };
}
