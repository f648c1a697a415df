import { companyProviderRow, companyProviderSchema, foreignReferenceMessage } from '@site/shared';
import type { Db } from '../../../db/connection';
import { flagsToApi, flagsToRow, type ResourceDef } from '../../../http/defineResource';
import { invalid } from '../../../http/errors';
import { nameColumns, withoutHelperColumns } from '../../../kernel/definitionRules';
import { isSystemExpenseType } from './companyProviders.repository';

type Row = Record<string, unknown>;

/**
 * A company provider serves every complex of the company, so what it provides is a system expense type (one
 * without a complex); a complex's own type, or one that does not exist, reads as missing.
 */
async function assertProvides(db: Db, input: Row): Promise<void> {
  if (typeof input.provides_id !== 'number') return;
  if (!(await isSystemExpenseType(db, input.provides_id))) throw invalid('provides_id', foreignReferenceMessage);
}

/** Şirket Tedarikçileri: the suppliers a management company uses in all its complexes (spec §2 My company). */
export const companyProvidersResource: ResourceDef = {
  name: 'company-providers',
  table: 'company_providers',
  entityType: 'company_provider',
  owner: 'company',
  writePermission: 'edit-company',
  schema: companyProviderSchema,
  list: {
    orderBy: {
      name: 'company_providers.name_sort',
      title: 'company_providers.title',
      provides_name: 'provides.name_sort',
      is_active: 'company_providers.is_active',
      id: 'company_providers.id',
      created_at: 'company_providers.created_at',
    },
    defaultOrder: ['name', 'asc'],
    filters: {
      is_active: { column: 'company_providers.is_active', kind: 'flag' },
      provides_id: { column: 'company_providers.provides_id', kind: 'number' },
      name: { column: 'company_providers.search', kind: 'text', op: 'like' },
    },
    search: ['company_providers.search'],
  },
  select: (db) =>
    db
      .selectFrom('company_providers')
      .leftJoin('expense_types as provides', 'provides.id', 'company_providers.provides_id')
      .selectAll('company_providers')
      .select('provides.name as provides_name'),
  toRow: (input) => ({
    ...input,
    ...flagsToRow(input, ['is_active']),
    ...nameColumns(input, ['title', 'tax_number']),
  }),
  toApi: (row) => ({ ...withoutHelperColumns(row), ...flagsToApi(row, ['is_active']) }),
  row: companyProviderRow,
  validate: assertProvides,
  exportTitle: 'Şirket Tedarikçileri',
  exportColumns: [
    { key: 'name', header: 'Ad' },
    { key: 'title', header: 'Unvan' },
    { key: 'provides_name', header: 'Sağladığı Hizmet' },
    { key: 'tax_office', header: 'Vergi Dairesi' },
    { key: 'tax_number', header: 'Vergi No' },
    { key: 'phone', header: 'Telefon' },
    { key: 'email', header: 'E-posta' },
    { key: 'iban', header: 'IBAN' },
    { key: 'is_active', header: 'Aktif', kind: 'boolean' },
  ],
};
