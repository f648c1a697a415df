import { sql } from 'kysely';
import { beforeAll } from 'vitest';
import type { Db } from '../db/connection';
import { createBankAccount } from './accountingFixtures';
import { createInvoice, createSupplier, systemExpenseTypeId } from './apiRecords';
import { type Json, useTwoTenantsApp } from './apiTest';
import type { DbKind } from './testDb';

/** The journal balance of one account in kuruş, summed straight from its lines. */
export async function journalBalance(db: Db, kind: string, id: number): Promise<number> {
  const row = await db
    .selectFrom('journal_entries')
    .select(sql<number>`coalesce(sum(amount), 0)`.as('b'))
    .where('account_kind', '=', kind)
    .where('account_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.b);
}

/**
 * The invoice screens' app (`useTwoTenantsApp`) with a bank account and an electricity supplier in the first
 * complex, the system expense types invoices book to, and `newInvoice`, which writes one invoice of the
 * supplier with the given items (under 'Enerji Giderleri' unless another parent is given).
 */
export function useInvoicesApp(kind: DbKind) {
  const t = useTwoTenantsApp(kind, { pageUrl: '/expenses/invoices' });
  const ids = { providerId: 0, bankId: 0, energy: 0, electricity: 0, maintenance: 0 };
  beforeAll(async () => {
    ids.bankId = await createBankAccount(t.db, t.own.clusterId);
    ids.providerId = await createSupplier(t.call, t.worker, t.own.clusterId, {
      name: 'Boğaziçi Elektrik',
      title: 'Boğaziçi Elektrik Dağıtım A.Ş.',
    });
    ids.energy = await systemExpenseTypeId(t.db, 'Enerji Giderleri');
    ids.electricity = await systemExpenseTypeId(t.db, 'Elektrik');
    ids.maintenance = await systemExpenseTypeId(t.db, 'Bakım Onarım');
  }, 60_000);

  const newInvoice = (items: { amount: number; child?: number; parent?: number }[], extra: Json = {}) =>
    createInvoice(t.call, t.worker, {
      cluster_id: t.own.clusterId,
      provider_id: ids.providerId,
      billed_on: '2026-10-05',
      last_payment_on: '2026-10-25',
      bill_no: 'BEL2026000123',
      utility_no: '4001234567',
      invoice_type_id: 2,
      payment_type_id: 1,
      items: items.map((i) => ({
        expense_type_id: i.parent ?? ids.energy,
        child_expense_type_id: i.child ?? null,
        amount: i.amount,
        description: 'Ortak alan elektriği',
      })),
      ...extra,
    });
  return { t, ids, newInvoice, balance: (kind: string, id: number) => journalBalance(t.db, kind, id) };
}
