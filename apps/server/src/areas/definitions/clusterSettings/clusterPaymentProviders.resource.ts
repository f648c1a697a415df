import {
  clusterPaymentProviderRow,
  clusterPaymentProviderSchema,
  PAYMENT_PROVIDER_IDS,
  type PaymentParamInput,
  refinePaymentProvider,
} from '@site/shared';
import { flagsToApi, flagsToRow, type ResourceDef } from '../../../http/defineResource';
import { HttpError } from '../../../http/errors';
import { idFilters } from '../../../http/listQuery';
import { flagFilters, sortColumns } from '../clusterResource';
import { keepSingleDefault } from './singleDefault';

const FLAGS = ['is_active', 'is_default'] as const;
const T = 'cluster_payment_providers';
const NOT_FOUND = 'Öğe bulunamadı.';

function parseParam(text: unknown): Record<string, unknown> | null {
  if (typeof text !== 'string' || !text) return null;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/**
 * The payment providers of a complex (spec §3 "Cluster payment provider"): provider 1 with a submerchant_id,
 * provider 2 with the Param details (kept as JSON). Both accounts are bank accounts of the same complex and
 * differ; `param.iban_title` is the chosen bank account's name, read-only.
 */
export const clusterPaymentProvidersResource: ResourceDef = {
  name: 'cluster-payment-providers',
  writePermission: 'edit-cluster',
  table: T,
  entityType: 'payment_provider',
  schema: clusterPaymentProviderSchema,
  refine: refinePaymentProvider,
  list: {
    orderBy: {
      ...sortColumns(T, ['id', 'payment_provider_id', ...FLAGS, 'created_at']),
      pos_account_name: 'pos_accounts.name',
      bank_account_name: 'payment_bank_accounts.name',
    },
    defaultOrder: ['id', 'asc'],
    filters: {
      ...idFilters(T, ['payment_provider_id', 'pos_account_id', 'bank_account_id']),
      ...flagFilters(T, FLAGS),
    },
    search: [],
  },
  select: (db) =>
    db
      .selectFrom(T)
      .innerJoin('bank_accounts as pos_accounts', 'pos_accounts.id', `${T}.pos_account_id`)
      .innerJoin('bank_accounts as payment_bank_accounts', 'payment_bank_accounts.id', `${T}.bank_account_id`)
      .selectAll(T)
      .select(['pos_accounts.name as pos_account_name', 'payment_bank_accounts.name as bank_account_name']),
  validate: async (db, input, clusterId) => {
    // Both accounts must be bank accounts of the record's own complex.
    const errors: Record<string, string[]> = {};
    for (const field of ['pos_account_id', 'bank_account_id']) {
      const account = await db
        .selectFrom('bank_accounts')
        .select('id')
        .where('id', '=', Number(input[field]))
        .where('cluster_id', '=', clusterId)
        .executeTakeFirst();
      if (!account) errors[field] = [NOT_FOUND];
    }
    if (Object.keys(errors).length) throw new HttpError(422, NOT_FOUND, errors);
  },
  afterWrite: keepSingleDefault(T),
  toRow: (input) => {
    const row: Record<string, unknown> = flagsToRow(input, FLAGS);
    for (const key of ['payment_provider_id', 'pos_account_id', 'bank_account_id']) {
      if (input[key] !== undefined) row[key] = input[key];
    }
    // Each provider keeps only its own details.
    if (input.payment_provider_id === PAYMENT_PROVIDER_IDS.submerchant) {
      row.submerchant_id = input.submerchant_id;
      row.param = null;
    } else if (input.payment_provider_id === PAYMENT_PROVIDER_IDS.param) {
      const param = input.param as PaymentParamInput;
      row.submerchant_id = null;
      row.param = JSON.stringify({
        company_type_id: param.company_type_id,
        mobile_phone: param.mobile_phone,
        person_name: param.person_name,
        birthdate: param.birthdate,
        tc_number: param.tc_number,
      });
    }
    return row;
  },
  toApi: (row) => {
    const param = parseParam(row.param);
    return {
      ...row,
      ...flagsToApi(row, FLAGS),
      param: param ? { ...param, iban_title: row.bank_account_name ?? null } : null,
    };
  },
  row: clusterPaymentProviderRow,
  exportTitle: 'Ödeme Sağlayıcıları',
  exportColumns: [
    { key: 'payment_provider_id', header: 'Sağlayıcı', kind: 'number' },
    { key: 'pos_account_name', header: 'POS Hesabı' },
    { key: 'bank_account_name', header: 'Banka Hesabı' },
    { key: 'submerchant_id', header: 'Alt Üye İşyeri No' },
    { key: 'is_active', header: 'Aktif', kind: 'boolean' },
    { key: 'is_default', header: 'Varsayılan', kind: 'boolean' },
  ],
};
