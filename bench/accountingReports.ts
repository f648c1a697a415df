/**
 * The main reports and the mizan over the generated complex with three years of books (`history.ts`), each
 * against the aggregate SQL its figures need, run directly through the driver in the same process: what
 * the report adds (scope and period checks, names, shaping, JSON) over the database's own work plus a signed-in
 * request's own cost (GET types/generic, the token check and the framework). One connection, medians of
 * alternating runs, so a slow moment of the machine falls on both sides alike.
 */
import path from 'node:path';
import { type RawBuilder, sql } from 'kysely';
import { buildApp } from '../apps/server/src/app';
import { createDb, type Db } from '../apps/server/src/db/connection';
import type { Generated } from './generate';
import { generateHistory, type History } from './history';
import { benchServerConfig } from './settings';

const RUNS = 7;

export type ReportTiming = {
  name: string;
  path: string;
  reportMs: number;
  sqlMs: number;
  /** A signed-in request's own cost (GET types/generic), added to the SQL: the framework is not the report's. */
  floorMs: number;
  /** The baseline queries this report is measured against. */
  baseline: string[];
  ratio: number;
};

export type ReportsResult = { history: History; reports: ReportTiming[] };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** The aggregate queries the reports stand on, by name. */
function baselines(clusterId: number, from: string, to: string, bankAccountId: number) {
  const inPeriod = sql`occurred_on >= ${from} and occurred_on <= ${to}`;
  const queries: Record<string, RawBuilder<unknown>> = {
    // Every account's opening, debit and credit: the mizan's one grouped pass.
    'journal by account': sql`select account_kind, account_id, resident_id,
        sum(case when occurred_on < ${from} then amount else 0 end) as opening,
        sum(case when occurred_on >= ${from} and amount > 0 then amount else 0 end) as debit,
        sum(case when occurred_on >= ${from} and amount < 0 then -amount else 0 end) as credit
      from journal_entries where cluster_id = ${clusterId} and occurred_on <= ${to}
      group by account_kind, account_id, resident_id`,
    // One account's lines of the period, counted and paged, with the opening before it.
    'ledger page': sql`select
        (select count(*) from journal_entries where cluster_id = ${clusterId} and account_kind = 'bank_account' and account_id = ${bankAccountId} and ${inPeriod}) as n,
        (select sum(amount) from journal_entries where cluster_id = ${clusterId} and account_kind = 'bank_account' and account_id = ${bankAccountId} and occurred_on < ${from}) as opening,
        (select count(*) from (select id from journal_entries where cluster_id = ${clusterId} and account_kind = 'bank_account' and account_id = ${bankAccountId} and ${inPeriod} order by occurred_on, id limit 100) page) as page`,
    // Income and expense accounts by type and month.
    'income and expense by month': sql`select account_kind, account_id, substr(occurred_on, 1, 7) as month, sum(amount) as amount
      from journal_entries where cluster_id = ${clusterId} and account_kind in ('income_type', 'expense_type', 'other_income') and ${inPeriod}
      group by account_kind, account_id, substr(occurred_on, 1, 7)`,
    // Collections of the period by the income type of the debts they paid, and month.
    'collected by type and month': sql`select d.income_type_id, substr(c.collected_on, 1, 7) as month, sum(a.amount) as amount
      from allocations a join collections c on c.id = a.collection_id join debts d on d.id = a.debt_id
      where c.cluster_id = ${clusterId} and c.collected_on >= ${from} and c.collected_on <= ${to}
      group by d.income_type_id, substr(c.collected_on, 1, 7)`,
    // Open debts at the end of the period, by due date (the age buckets come from it).
    'open debts by due date': sql`select d.due_on, sum(d.amount - coalesce(p.paid, 0)) as open
      from debts d left join (
        select a.debt_id, sum(a.amount) as paid from allocations a join collections c on c.id = a.collection_id
        where c.cluster_id = ${clusterId} and c.collected_on <= ${to} group by a.debt_id
      ) p on p.debt_id = d.id
      where d.cluster_id = ${clusterId} and d.due_on <= ${to}
      group by d.due_on`,
    // Invoice items of the period by expense type and month.
    'invoice items by type and month': sql`select i.expense_type_id, substr(v.billed_on, 1, 7) as month, sum(i.amount) as amount, count(*) as n
      from invoice_items i join invoices v on v.id = i.invoice_id
      where v.cluster_id = ${clusterId} and v.billed_on >= ${from} and v.billed_on <= ${to}
      group by i.expense_type_id, substr(v.billed_on, 1, 7)`,
  };
  return queries;
}

export async function measureReports(url: string, generated: Generated, tmp: string): Promise<ReportsResult> {
  const today = new Date().toISOString().slice(0, 10);
  const setup = createDb(url);
  let history: History;
  try {
    history = await generateHistory(setup, generated.clusterId, today);
    if (url.startsWith('postgres')) await sql`vacuum analyze`.execute(setup);
  } finally {
    await setup.destroy();
  }
  process.stderr.write(
    `[bench] reports: ${history.debts} debts, ${history.collections} collections, ${history.invoices} invoices, ${history.journalEntries} journal lines in ${history.seconds.toFixed(1)} s\n`,
  );

  const config = benchServerConfig(url, path.join(tmp, 'files-reports'));
  const db: Db = createDb(url);
  const app = await buildApp({ db, config });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const base = `http://127.0.0.1:${address.port}/api`;
    const signIn = await fetch(`${base}/sanctum/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: generated.adminEmail, password: generated.adminPassword, device_name: 'bench' }),
    });
    const token = ((await signIn.json()) as { data?: { token?: string } }).data?.token;
    if (!token) throw new Error('bench sign-in failed');
    const get = async (pathname: string) => {
      const response = await fetch(`${base}${pathname}`, { headers: { authorization: `Bearer ${token}` } });
      const body = await response.text();
      if (!response.ok) throw new Error(`GET ${pathname}: ${response.status} ${body.slice(0, 300)}`);
      return body;
    };

    const c = generated.clusterId;
    // The last twelve months, the period a manager reports on.
    const from = `${Number(today.slice(0, 4)) - 1}-${today.slice(5, 7)}-01`;
    const to = today;
    const q = `cluster_id=${c}&date_from=${from}&date_to=${to}`;
    const reports: { name: string; path: string; baseline: string[] }[] = [
      {
        name: 'Mizan (trial balance), page 1',
        path: `/clusters/${c}/trial-balance?date_from=${from}&date_to=${to}&per_page=100`,
        baseline: ['journal by account'],
      },
      {
        name: 'Muavin of the bank account, page 1',
        path: `/clusters/${c}/ledger?account=bank_account:${history.bankAccountId}&date_from=${from}&date_to=${to}&per_page=100`,
        baseline: ['ledger page'],
      },
      {
        name: 'Income-expense, accrual (with the difference)',
        path: `/reports/income-expense?basis=accrual&${q}`,
        baseline: ['income and expense by month', 'collected by type and month'],
      },
      {
        name: 'Income-expense, cash',
        path: `/reports/income-expense?basis=cash&${q}`,
        baseline: ['collected by type and month', 'income and expense by month'],
      },
      {
        name: 'Audit board report',
        path: `/reports/audit?${q}`,
        baseline: ['journal by account', 'open debts by due date'],
      },
      {
        name: 'Expense pivot (type × month)',
        path: `/analysis/pivot/expenses?${q}&rows=expense_type&columns=month&value=sum`,
        baseline: ['invoice items by type and month'],
      },
      {
        name: 'Financial status',
        path: `/analysis/financial-status?cluster_id=${c}&date=${to}`,
        baseline: ['journal by account', 'open debts by due date'],
      },
      {
        name: 'Dashboard charts',
        path: `/dashboard/charts?cluster_id=${c}`,
        baseline: ['open debts by due date', 'collected by type and month'],
      },
    ];
    const queries = baselines(c, from, to, history.bankAccountId);
    const timings: ReportTiming[] = [];
    for (const report of reports) {
      try {
        await get(report.path);
      } catch (error) {
        process.stderr.write(`[bench] reports: ${report.name} skipped: ${(error as Error).message}\n`);
        continue;
      }
      for (const name of report.baseline) await queries[name]?.execute(db);
      const reportRuns: number[] = [];
      const sqlRuns: number[] = [];
      const floorRuns: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        let started = performance.now();
        for (const name of report.baseline) await queries[name]?.execute(db);
        sqlRuns.push(performance.now() - started);
        started = performance.now();
        await get('/types/generic');
        floorRuns.push(performance.now() - started);
        started = performance.now();
        await get(report.path);
        reportRuns.push(performance.now() - started);
      }
      const reportMs = median(reportRuns);
      const sqlMs = median(sqlRuns);
      const floorMs = median(floorRuns);
      timings.push({ ...report, reportMs, sqlMs, floorMs, ratio: reportMs / (sqlMs + floorMs) });
    }
    return { history, reports: timings };
  } finally {
    await app.close();
    await db.destroy();
  }
}

const pad = (text: string, width: number, right = false) => (right ? text.padStart(width) : text.padEnd(width));

/** The reports' table: each report's median against its baseline queries', and the ratio with its verdict. */
export function renderReports(r: ReportsResult, ratioBudget: number): string {
  const h = r.history;
  const head =
    `Reports over three years of books (${h.firstMonth} to ${h.lastMonth}): ${h.debts.toLocaleString('en-US')} dues, ` +
    `${h.collections.toLocaleString('en-US')} collections, ${h.invoices} invoices (${h.payments} paid), ` +
    `${h.journalEntries.toLocaleString('en-US')} journal lines, generated in ${h.seconds.toFixed(1)} s. ` +
    `Period: the last twelve months; medians of ${RUNS} alternating runs, one connection.`;
  const width = Math.max(6, ...r.reports.map((t) => t.name.length));
  const lines = r.reports.map(
    (t) =>
      `${pad(t.name, width)}  ${pad(t.reportMs.toFixed(1), 9, true)}  ${pad(t.sqlMs.toFixed(1), 8, true)}  ${pad(t.floorMs.toFixed(1), 8, true)}  ` +
      `${pad(`${t.ratio.toFixed(2)} ×`, 8, true)}  ${t.ratio <= ratioBudget ? 'PASS' : 'OVER'}   ${t.baseline.join(' + ')}`,
  );
  return [
    head,
    `${pad('report', width)}  ${pad('report ms', 9, true)}  ${pad('SQL ms', 8, true)}  ${pad('floor ms', 8, true)}  ${pad('ratio', 8, true)}  ≤ ${ratioBudget} ×  baseline SQL (ratio = report / (SQL + floor))`,
    ...lines,
  ].join('\n');
}
