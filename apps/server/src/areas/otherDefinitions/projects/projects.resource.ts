import { projectRow, projectSchema } from '@site/shared';
import { assertDateOrder } from '../../../kernel/definitionRules';
import { moneyToRow } from '../../../kernel/money';
import { ACTIVE_COLUMN, namedDefinition, SITE_COLUMN, sortColumns } from '../../definitions';

/** The complex's projects (renovations, investments) with dates and a budget in kuruş. */
export const projectsResource = namedDefinition({
  name: 'projects',
  table: 'projects',
  entityType: 'project',
  schema: projectSchema,
  orderBy: sortColumns('projects', ['starts_on', 'ends_on', 'amount']),
  filters: {
    starts_on_from: { column: 'projects.starts_on', kind: 'date', op: '>=' },
    starts_on_to: { column: 'projects.starts_on', kind: 'date', op: '<=' },
  },
  searchAlso: ['description'],
  validate: async (_db, input) => assertDateOrder(input, 'starts_on', 'ends_on'),
  toRow: (input) => moneyToRow(input, ['amount']),
  row: projectRow,
  exportTitle: 'Projeler',
  exportColumns: [
    SITE_COLUMN,
    { key: 'name', header: 'Proje Adı' },
    { key: 'starts_on', header: 'Başlangıç', kind: 'date' },
    { key: 'ends_on', header: 'Bitiş', kind: 'date' },
    { key: 'amount', header: 'Bütçe', kind: 'money' },
    ACTIVE_COLUMN,
  ],
});
