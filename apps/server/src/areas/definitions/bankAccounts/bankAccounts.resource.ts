import { bankAccountRow, bankAccountSchema } from '@site/shared';
import { foldTurkish } from '../../../db/turkish';
import { flagsToApi, flagsToRow, type ResourceDef } from '../../../http/defineResource';

export const MONEY_PLACE_FLAGS = [
  'can_collect_money',
  'can_receive_bills',
  'can_used_for_sms',
  'residents_can_see',
  'is_active',
] as const;

export const bankAccountsResource: ResourceDef = {
  name: 'bank-accounts',
  table: 'bank_accounts',
  entityType: 'bank_account',
  schema: bankAccountSchema,
  defaultPerPage: 20,
  list: {
    orderBy: {
      name: 'bank_accounts.search',
      short_name: 'bank_accounts.short_name',
      iban: 'bank_accounts.iban',
      id: 'bank_accounts.id',
      created_at: 'bank_accounts.created_at',
    },
    defaultOrder: ['name', 'asc'],
    filters: {
      is_active: { column: 'bank_accounts.is_active', kind: 'flag' },
      can_collect_money: { column: 'bank_accounts.can_collect_money', kind: 'flag' },
      can_receive_bills: { column: 'bank_accounts.can_receive_bills', kind: 'flag' },
      bank_id: { column: 'bank_accounts.bank_id', kind: 'number' },
      name: { column: 'bank_accounts.search', kind: 'text', op: 'like' },
    },
    search: ['bank_accounts.search'],
  },
  select: (db) =>
    db
      .selectFrom('bank_accounts')
      .innerJoin('clusters', 'clusters.id', 'bank_accounts.cluster_id')
      .selectAll('bank_accounts')
      .select('clusters.name as cluster_name'),
  toRow: (input) => {
    const row: Record<string, unknown> = { ...input, ...flagsToRow(input, MONEY_PLACE_FLAGS) };
    if (typeof input.name === 'string')
      row.search = foldTurkish(`${input.name} ${input.short_name ?? ''} ${input.iban ?? ''}`);
    return row;
  },
  toApi: ({ search: _s, ...row }) => ({ ...row, ...flagsToApi(row, MONEY_PLACE_FLAGS) }),
  row: bankAccountRow,
  exportTitle: 'Banka Hesapları',
  exportColumns: [
    { key: 'cluster_name', header: 'Site' },
    { key: 'name', header: 'Hesap Adı' },
    { key: 'short_name', header: 'Kısa Ad' },
    { key: 'iban', header: 'IBAN' },
    { key: 'account_number', header: 'Hesap No' },
    { key: 'is_active', header: 'Aktif', kind: 'boolean' },
  ],
};
