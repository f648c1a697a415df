import type { FinancialStatusLine, FinancialStatusQuery } from '@site/shared';
import type { Db } from '../../../db/connection';
import type { AuthContext } from '../../../http/authContext';
import { todayInTurkey } from '../../../http/clock';
import { exportReport, reportMetaOf, reportScope, wantsExport } from '../../../kernel/reportScope';
import type { FileStorage } from '../../../storage/fileStorage';
import {
  accountBalances,
  accountNames,
  collectionCredit,
  journalReceivables,
  openDebtsByDueDate,
} from './financialStatus.repository';

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** Open debts by days overdue at the date: not yet due, 1–30, 31–60, 61–90 and more than 90 days. */
function receivablesByAge(open: { due_on: string; open: number }[], date: string) {
  const ages = { not_due: 0, days_0_30: 0, days_31_60: 0, days_61_90: 0, days_90_plus: 0, total: 0 };
  for (const d of open) {
    const overdue = daysBetween(d.due_on, date);
    const age =
      overdue <= 0
        ? 'not_due'
        : overdue <= 30
          ? 'days_0_30'
          : overdue <= 60
            ? 'days_31_60'
            : overdue <= 90
              ? 'days_61_90'
              : 'days_90_plus';
    ages[age] += d.open;
    ages.total += d.open;
  }
  return ages;
}

const sum = (lines: FinancialStatusLine[]) => lines.reduce((s, l) => s + l.amount, 0);

/** What the scope has and owes at the date (kuruş), all from the journal and the debts behind it. */
export async function financialStatusOf(db: Db, clusterIds: number[], date: string, companyWide: boolean) {
  const balances = await accountBalances(db, clusterIds, ['safe', 'bank_account', 'provider', 'card_clearing'], date);
  const names = await accountNames(db, clusterIds);
  const balanceOf = (kind: string, id: number | null) =>
    balances.find((b) => b.kind === kind && b.id === id)?.balance ?? 0;
  const lines = (kind: 'safe' | 'bank_account' | 'provider') =>
    names[kind].map((n) => ({
      key: `${kind}:${n.id}`,
      name: companyWide ? `${n.name} (${n.cluster})` : n.name,
      amount: balanceOf(kind, n.id),
    }));
  const cash = lines('safe');
  const banks = lines('bank_account');
  const providers = lines('provider');
  const cardClearing = balances.filter((b) => b.kind === 'card_clearing').reduce((s, b) => s + b.balance, 0);
  const receivables = receivablesByAge(await openDebtsByDueDate(db, clusterIds, date), date);
  const supplierAdvances = providers.filter((p) => p.amount > 0).reduce((s, p) => s + p.amount, 0);
  const suppliers = providers.filter((p) => p.amount < 0).map((p) => ({ ...p, amount: -p.amount }));
  const residentCredits = await collectionCredit(db, clusterIds, date);
  const assetsTotal = sum(cash) + sum(banks) + cardClearing + receivables.total + supplierAdvances;
  const liabilitiesTotal = sum(suppliers) + residentCredits;
  return {
    date,
    assets: {
      cash,
      banks,
      card_clearing: cardClearing,
      receivables,
      supplier_advances: supplierAdvances,
      total: assetsTotal,
    },
    liabilities: { suppliers, resident_credits: residentCredits, total: liabilitiesTotal },
    net: assetsTotal - liabilitiesTotal,
    journal_receivables: await journalReceivables(db, clusterIds, date),
  };
}

const AGE_NAMES = {
  not_due: 'Vadesi gelmemiş',
  days_0_30: '0-30 gün gecikmiş',
  days_31_60: '31-60 gün gecikmiş',
  days_61_90: '61-90 gün gecikmiş',
  days_90_plus: '90 günden fazla gecikmiş',
} as const;

/** `GET analysis/financial-status`: the status at `date` (today by default), or it as a file. */
export async function financialStatusReport(db: Db, files: FileStorage, auth: AuthContext, q: FinancialStatusQuery) {
  const scope = await reportScope(db, auth, q);
  const date = q.date ?? todayInTurkey();
  const status = await financialStatusOf(db, scope.clusterIds, date, scope.clusterId === null);
  if (wantsExport(q)) {
    const { assets, liabilities } = status;
    const line = (group: string, name: string, amount: number) => ({ group, name, amount });
    const rows = [
      ...assets.cash.map((l) => line('Varlıklar', `Kasa: ${l.name}`, l.amount)),
      ...assets.banks.map((l) => line('Varlıklar', `Banka: ${l.name}`, l.amount)),
      line('Varlıklar', 'Kart tahsilatları (takas)', assets.card_clearing),
      ...Object.entries(AGE_NAMES).map(([age, name]) =>
        line('Varlıklar', `Alacaklar: ${name}`, assets.receivables[age as keyof typeof AGE_NAMES]),
      ),
      line('Varlıklar', 'Tedarikçilere verilen avanslar', assets.supplier_advances),
      line('Varlıklar', 'Varlıklar Toplamı', assets.total),
      ...liabilities.suppliers.map((l) => line('Borçlar', `Tedarikçi: ${l.name}`, l.amount)),
      line('Borçlar', 'Sakin avansları (dağıtılmamış tahsilat)', liabilities.resident_credits),
      line('Borçlar', 'Borçlar Toplamı', liabilities.total),
      line('', 'Net Durum', status.net),
    ];
    return exportReport(
      db,
      files,
      scope,
      { from: date, to: date },
      {
        type: q.export_type,
        title: `Mali Durum (${date.split('-').reverse().join('.')})`,
        columns: [
          { key: 'group', header: 'Bölüm' },
          { key: 'name', header: 'Kalem' },
          { key: 'amount', header: 'Tutar', kind: 'balance' },
        ],
        rows,
        // Its totals and net are lines of their own, not a column's sum.
      },
    );
  }
  return { data: status, meta: reportMetaOf(scope, { from: null, to: date }) };
}
