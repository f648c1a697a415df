import type { LedgerQuery, TrialBalanceQuery, TrialBalanceRow } from '@site/shared';
import { type Period, periodLabel, clusterPeriod as periodOf } from '../../../accounting/period';
import type { Db } from '../../../db/connection';
import { nowIso } from '../../../http/clock';
import { HttpError, notFound } from '../../../http/errors';
import { writeExport } from '../../../http/export/exportList';
import { ACTION } from '../../../kernel/actionLog';
import { type Actor, logChange } from '../../../kernel/changeLog';
import type { FileStorage } from '../../../storage/fileStorage';
import { sides, sumsByAccount } from './balances';
import { groupOf, loadChart, parseKey } from './chart';
import { accountSums, documentOf, ledgerLines } from './ledger';

const wantsExport = (q: { export?: string }) => q.export === '1' || q.export === 'true';
const pageMeta = (total: number, page: number, perPage: number) => ({
  total,
  current_page: page,
  per_page: perPage,
  last_page: Math.max(1, Math.ceil(total / perPage)),
});
const clusterName = async (db: Db, clusterId: number) =>
  (await db.selectFrom('clusters').select('name').where('id', '=', clusterId).executeTakeFirst())?.name ?? null;

const BALANCE_KEYS = ['opening_debit', 'opening_credit', 'debit', 'credit', 'closing_debit', 'closing_credit'] as const;

/** The mizan: every account with lines up to the period's end, its opening, turnover and closing (kuruş). */
async function trialBalanceRows(db: Db, clusterId: number, period: Period): Promise<TrialBalanceRow[]> {
  const chart = await loadChart(db, clusterId);
  const sums = await sumsByAccount(db, clusterId, period);
  const rows: TrialBalanceRow[] = [];
  for (const account of chart) {
    const s = sums.get(account.key);
    if (!s) continue;
    const opening = sides(s.opening);
    const closing = sides(s.opening + s.debit - s.credit);
    rows.push({
      key: account.key,
      code: account.code,
      name: account.name,
      group_code: account.group_code,
      opening_debit: opening.debit,
      opening_credit: opening.credit,
      debit: s.debit,
      credit: s.credit,
      closing_debit: closing.debit,
      closing_credit: closing.credit,
    });
  }
  return rows;
}

/** `GET trial-balance`: one page with the whole mizan's totals, or the whole mizan as a file. */
export async function trialBalance(db: Db, files: FileStorage, clusterId: number, q: TrialBalanceQuery) {
  const period = await periodOf(db, clusterId, q.date_from, q.date_to);
  const rows = await trialBalanceRows(db, clusterId, period);
  const totals = Object.fromEntries(BALANCE_KEYS.map((k) => [k, rows.reduce((sum, r) => sum + r[k], 0)])) as Record<
    (typeof BALANCE_KEYS)[number],
    number
  >;
  if (wantsExport(q)) {
    const file = await writeExport({
      type: q.export_type,
      title: `Mizan (${periodLabel(period)})`,
      columns: [
        { key: 'code', header: 'Hesap Kodu' },
        { key: 'name', header: 'Hesap Adı' },
        { key: 'opening_debit', header: 'Açılış Borç', kind: 'money' },
        { key: 'opening_credit', header: 'Açılış Alacak', kind: 'money' },
        { key: 'debit', header: 'Borç', kind: 'money' },
        { key: 'credit', header: 'Alacak', kind: 'money' },
        { key: 'closing_debit', header: 'Borç Bakiye', kind: 'money' },
        { key: 'closing_credit', header: 'Alacak Bakiye', kind: 'money' },
      ],
      rows: [...rows, { code: '', name: 'Toplam', ...totals }],
      files,
      summary: { clusterName: await clusterName(db, clusterId), totals },
    });
    return { data: { url: `/api/files/${file.fileName}` } };
  }
  const start = (q.page - 1) * q.per_page;
  return {
    data: rows.slice(start, start + q.per_page),
    meta: { ...pageMeta(rows.length, q.page, q.per_page), date_from: period.from, date_to: period.to, totals },
  };
}

/** The account a key names in the complex's chart, or a 404 (another complex's account included). */
async function accountOf(db: Db, clusterId: number, key: string) {
  const parsed = parseKey(key);
  if (!parsed) throw notFound();
  const account = (await loadChart(db, clusterId, groupOf(parsed.kind).code)).find((a) => a.key === key);
  if (!account) throw notFound();
  return account;
}

/** `GET ledger`: the muavin of one account: opening line, the period's lines with running balance, closing. */
export async function ledger(db: Db, files: FileStorage, clusterId: number, q: LedgerQuery) {
  const account = await accountOf(db, clusterId, q.account);
  const period = await periodOf(db, clusterId, q.date_from, q.date_to);
  const ref = { kind: account.kind, id: account.account_id };
  const sums = await accountSums(db, clusterId, ref, period);
  const exporting = wantsExport(q);
  const page = exporting ? undefined : { limit: q.per_page, offset: (q.page - 1) * q.per_page };
  const { total, lines } = await ledgerLines(db, clusterId, ref, period, page);
  const rows = lines.map((l) => ({
    id: l.id,
    transaction_id: l.transaction_id,
    occurred_on: l.occurred_on,
    kind: l.kind,
    document: documentOf(l.kind, l.transaction_id),
    description: l.description,
    debit: l.amount > 0 ? l.amount : 0,
    credit: l.amount < 0 ? -l.amount : 0,
    balance: sums.opening + l.running,
  }));
  const closing = sums.opening + sums.debit - sums.credit;
  if (exporting) {
    const file = await writeExport({
      type: q.export_type,
      title: `Muavin: ${account.code} ${account.name} (${periodLabel(period)})`,
      columns: [
        { key: 'occurred_on', header: 'Tarih', kind: 'date' },
        { key: 'document', header: 'Belge' },
        { key: 'description', header: 'Açıklama' },
        { key: 'debit', header: 'Borç', kind: 'money' },
        { key: 'credit', header: 'Alacak', kind: 'money' },
        { key: 'balance', header: 'Bakiye', kind: 'balance' },
      ],
      rows: [
        { occurred_on: period.from, document: '', description: 'Açılış Bakiyesi', balance: sums.opening },
        ...rows,
        { document: '', description: 'Kapanış Bakiyesi', debit: sums.debit, credit: sums.credit, balance: closing },
      ],
      files,
      summary: { clusterName: await clusterName(db, clusterId) },
    });
    return { data: { url: `/api/files/${file.fileName}` } };
  }
  return {
    data: rows,
    meta: {
      ...pageMeta(total, q.page, q.per_page),
      account: { key: account.key, code: account.code, name: account.name },
      date_from: period.from,
      date_to: period.to,
      opening_balance: sums.opening,
      total_debit: sums.debit,
      total_credit: sums.credit,
      closing_balance: closing,
    },
  };
}

const codeError = (message: string) => new HttpError(422, message, { code: [message] });

/**
 * `PUT accounts/{key}`: the complex's own code of a sub-account (null goes back to the default). The code stays
 * under the account's main account and is used by no other account of the complex.
 */
export async function setAccountCode(db: Db, actor: Actor, clusterId: number, key: string, code: string | null) {
  if (!parseKey(key)) throw notFound();
  return db.transaction().execute(async (trx) => {
    const chart = await loadChart(trx, clusterId);
    const account = chart.find((a) => a.key === key);
    if (!account) throw notFound();
    if (code !== null) {
      if (!code.startsWith(`${account.group_code}.`))
        throw codeError(`Bu hesabın kodu ${account.group_code} (${account.group_name}) ile başlamalıdır.`);
      const holder = chart.find((a) => a.key !== key && a.code === code);
      if (holder) throw codeError(`${code} kodu bu sitede '${holder.name}' hesabında kullanılıyor.`);
    }
    const existing = await trx
      .selectFrom('account_codes')
      .selectAll()
      .where('cluster_id', '=', clusterId)
      .where('account_key', '=', key)
      .executeTakeFirst();
    const at = nowIso();
    let id = existing?.id;
    if (code === null) {
      if (existing) await trx.deleteFrom('account_codes').where('id', '=', existing.id).execute();
    } else if (existing) {
      await trx.updateTable('account_codes').set({ code, updated_at: at }).where('id', '=', existing.id).execute();
    } else {
      const row = { cluster_id: clusterId, account_key: key, code, created_by: actor.userId, created_at: at };
      id = (
        await trx
          .insertInto('account_codes')
          .values({ ...row, updated_at: at })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    }
    if (id !== undefined && (existing?.code ?? null) !== code) {
      await logChange(trx, actor, {
        clusterId,
        entityType: 'account_codes',
        entityId: id,
        action: code === null ? ACTION.delete : existing ? ACTION.update : ACTION.create,
        before: existing ? { account_key: key, code: existing.code } : null,
        after: code === null ? null : { account_key: key, code },
      });
    }
    return { data: (await loadChart(trx, clusterId)).find((a) => a.key === key) ?? account };
  });
}
