import { otherIncomeRow, otherIncomeSchema } from '@site/shared';
import { ACTIVE_COLUMN, namedDefinition, SITE_COLUMN } from '../../definitions';

/** 'Diğer Gelir Tipleri': the complex's own kinds of other income (e.g. 'Otopark Kirası'). */
export const otherIncomesResource = namedDefinition({
  name: 'other-incomes',
  table: 'other_incomes',
  entityType: 'other_income',
  schema: otherIncomeSchema,
  searchAlso: ['description'],
  row: otherIncomeRow,
  exportTitle: 'Diğer Gelir Tipleri',
  exportColumns: [
    SITE_COLUMN,
    { key: 'name', header: 'Gelir Tipi' },
    { key: 'description', header: 'Açıklama' },
    ACTIVE_COLUMN,
  ],
});
