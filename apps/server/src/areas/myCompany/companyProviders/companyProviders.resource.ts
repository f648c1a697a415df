import { companyProviderRow, companyProviderSchema, foreignReferenceMessage } from '@site/shared';
import type { Db } from '../../../db/connection';
import type { ResourceDef } from '../../../http/defineResource';
import { invalid } from '../../../http/errors';
import { commonColumns } from '../../../http/export/commonColumns';
import { namedList, namedRowMapping } from '../../../kernel/namedResource';
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
  list: namedList('company_providers', {
    orderBy: {
      title: 'company_providers.title',
      provides_name: 'provides.name_sort',
      created_at: 'company_providers.created_at',
    },
    filters: { provides_id: { column: 'company_providers.provides_id', kind: 'number' } },
  }),
  select: (db) =>
    db
      .selectFrom('company_providers')
      .leftJoin('expense_types as provides', 'provides.id', 'company_providers.provides_id')
      .selectAll('company_providers')
      .select('provides.name as provides_name'),
  ...namedRowMapping(['title', 'tax_number']),
  row: companyProviderRow,
  validate: assertProvides,
  exportTitle: 'Şirket Tedarikçileri',
  exportColumns: [
    { key: 'name', header: 'Ad' },
    { key: 'title', header: 'Unvan' },
    { key: 'provides_name', header: 'Sağladığı Hizmet' },
    commonColumns.tax_office,
    commonColumns.tax_number,
    commonColumns.phone,
    commonColumns.email,
    commonColumns.iban,
    commonColumns.is_active,
  ],
};
