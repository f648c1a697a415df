import type { ChartAccountRow } from '@site/shared';
import type { Db } from '../../../db/connection';

/**
 * The uniform chart of accounts (Tekdüzen Hesap Planı) over the journal: each journal account kind belongs to
 * one main account, and each account of the complex is a sub-account numbered in id order ('100.01', '100.02'),
 * unless the complex gave it its own code (`account_codes`). Receivables are one 120 line per resident (every
 * house and own-account line carrying them, so it equals the resident's balance) and one line for receivable
 * lines no resident carries.
 */
type Group = { code: string; name: string };
export const GROUPS: Record<string, Group> = {
  safe: { code: '100', name: 'Kasa' },
  bank_account: { code: '102', name: 'Bankalar' },
  card_clearing: { code: '108', name: 'Diğer Hazır Değerler' },
  resident: { code: '120', name: 'Alıcılar' },
  receivable: { code: '120', name: 'Alıcılar' },
  provider: { code: '320', name: 'Satıcılar' },
  opening: { code: '570', name: 'Geçmiş Yıllar Kârları' },
  income_type: { code: '600', name: 'Yurtiçi Satışlar' },
  other_income: { code: '649', name: 'Diğer Olağan Gelir ve Kârlar' },
  expense_type: { code: '770', name: 'Genel Yönetim Giderleri' },
};
const OTHER_GROUP: Group = { code: '199', name: 'Diğer Hesaplar' };
export const groupOf = (kind: string): Group => GROUPS[kind] ?? OTHER_GROUP;

/** The complex's single accounts, named by kind alone. */
const SINGLE_NAMES: Record<string, string> = {
  receivable: 'Sakini Belirtilmemiş Alacaklar',
  other_income: 'Diğer Gelirler',
  opening: 'Açılış / Devir',
};

/** 'safe:3' → { kind: 'safe', id: 3 }; 'other_income' → id null. */
export function parseKey(key: string): { kind: string; id: number | null } | null {
  const match = /^([a-z_]+)(?::(\d{1,12}))?$/.exec(key);
  if (!match) return null;
  return { kind: match[1] as string, id: match[2] ? Number(match[2]) : null };
}
export const keyOf = (kind: string, id: number | null): string => (id === null ? kind : `${kind}:${id}`);

/** A journal line's account key: receivables by the resident they carry. */
export function entryKey(accountKind: string, accountId: number | null, residentId: number | null): string {
  if (accountKind === 'house' || accountKind === 'resident')
    return residentId === null ? 'receivable' : keyOf('resident', residentId);
  return keyOf(accountKind, accountId);
}

type Named = { kind: string; id: number; name: string };

async function namesOf(
  db: Db,
  clusterId: number,
  used: Map<string, number[]>,
  kinds: string[] | null,
): Promise<Named[]> {
  const out: Named[] = [];
  const ids = (kind: string) => used.get(kind) ?? [0];
  const wanted = (kind: string) => kinds === null || kinds.includes(kind);
  const owned = async (table: 'safes' | 'bank_accounts' | 'cluster_providers' | 'residents', kind: string) => {
    if (!wanted(kind)) return;
    const rows = await db.selectFrom(table).select(['id', 'name']).where('cluster_id', '=', clusterId).execute();
    for (const r of rows) out.push({ kind, id: r.id, name: r.name });
  };
  await owned('safes', 'safe');
  await owned('bank_accounts', 'bank_account');
  await owned('cluster_providers', 'provider');
  await owned('residents', 'resident');
  // Income and expense types: the complex's own and the system's it booked to.
  for (const [table, kind] of [
    ['income_types', 'income_type'],
    ['expense_types', 'expense_type'],
  ] as const) {
    if (!wanted(kind)) continue;
    const rows = await db
      .selectFrom(table)
      .select(['id', 'name'])
      .where((eb) => eb.or([eb('cluster_id', '=', clusterId), eb('id', 'in', ids(kind))]))
      .execute();
    for (const r of rows) out.push({ kind, id: r.id, name: r.name });
  }
  return out;
}

/** The journal's accounts of the complex as keys with their kind and id (receivables by resident). */
async function journalAccounts(db: Db, clusterId: number, kinds: string[] | null): Promise<Map<string, number[]>> {
  // Receivables (`resident`, `receivable` keys) are the journal's `house` and `resident` lines.
  const journalKinds = kinds?.flatMap((k) => (k === 'resident' || k === 'receivable' ? ['house', 'resident'] : [k]));
  const rows = await db
    .selectFrom('journal_entries')
    .select(['account_kind', 'account_id', 'resident_id'])
    .where('cluster_id', '=', clusterId)
    .$if(journalKinds !== undefined, (q) => q.where('account_kind', 'in', journalKinds ?? []))
    .groupBy(['account_kind', 'account_id', 'resident_id'])
    .execute();
  const used = new Map<string, number[]>();
  for (const r of rows) {
    const parsed = parseKey(entryKey(r.account_kind, r.account_id, r.resident_id));
    if (!parsed) continue;
    const list = used.get(parsed.kind) ?? [];
    if (parsed.id !== null) list.push(parsed.id);
    used.set(parsed.kind, list);
  }
  return used;
}

/**
 * The complex's chart: every account it has or its journal touches, each with its code (its own or the
 * default) and its Turkish name, in code order. With `group` (a main account's code, e.g. '102'), that main
 * account's sub-accounts only, numbered as in the whole chart (the muavin of one account reads no more).
 */
export async function loadChart(db: Db, clusterId: number, group?: string): Promise<ChartAccountRow[]> {
  const kinds =
    group && group !== OTHER_GROUP.code ? Object.keys(GROUPS).filter((k) => GROUPS[k]?.code === group) : null;
  const used = await journalAccounts(db, clusterId, kinds);
  const named = await namesOf(db, clusterId, used, kinds);
  const accounts = new Map<string, { kind: string; id: number | null; name: string }>();
  for (const n of named) accounts.set(keyOf(n.kind, n.id), n);
  for (const [kind, ids] of used) {
    if (!ids.length) accounts.set(kind, { kind, id: null, name: SINGLE_NAMES[kind] ?? kind });
    for (const id of ids) {
      const key = keyOf(kind, id);
      if (!accounts.has(key)) accounts.set(key, { kind, id, name: `${groupOf(kind).name} #${id}` });
    }
  }
  const custom = new Map(
    (
      await db.selectFrom('account_codes').select(['account_key', 'code']).where('cluster_id', '=', clusterId).execute()
    ).map((r) => [r.account_key, r.code]),
  );
  const taken = new Set(custom.values());
  // Default numbering per main account, in id order, skipping codes the complex gave to other accounts.
  const byGroup = new Map<string, { key: string; kind: string; id: number | null; name: string }[]>();
  for (const [key, a] of accounts) {
    const group = groupOf(a.kind).code;
    const members = byGroup.get(group);
    if (members) members.push({ key, ...a });
    else byGroup.set(group, [{ key, ...a }]);
  }
  const rows: ChartAccountRow[] = [];
  for (const [groupCode, members] of byGroup) {
    members.sort((a, b) => (a.kind === b.kind ? (a.id ?? 0) - (b.id ?? 0) : a.kind.localeCompare(b.kind)));
    const width = Math.max(2, String(members.length + taken.size).length);
    let next = 1;
    for (const m of members) {
      let defaultCode: string;
      do defaultCode = `${groupCode}.${String(next++).padStart(width, '0')}`;
      while (taken.has(defaultCode));
      const own = custom.get(m.key);
      rows.push({
        key: m.key,
        kind: m.kind,
        account_id: m.id,
        group_code: groupCode,
        group_name: groupOf(m.kind).name,
        code: own ?? defaultCode,
        default_code: defaultCode,
        custom: own !== undefined,
        name: m.name,
      });
    }
  }
  return rows.sort((a, b) => compareCodes(a.code, b.code));
}

/** '100.2' before '100.10': numeric part by part. */
export function compareCodes(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? -1) - (pb[i] ?? -1);
    if (d !== 0) return d;
  }
  return 0;
}
