import type { ResourceDef } from '../../http/defineResource';
import { idFilters } from '../../http/listQuery';
import { type ParentTable, validateParent } from '../../kernel/definitionRules';
import { type NamedDefinitionOptions, namedDefinition } from '../definitions';

/**
 * Types with an optional parent of the same table, two levels (expense, income and maintenance types): a named
 * definition also sorted and searched by its parent's name. Where system rows are shared (`includeShared`) a
 * parent may be one of them and the answer says which rows are the system's (`is_system`).
 */
export function typeDefinition(options: NamedDefinitionOptions & { table: ParentTable }): ResourceDef {
  const { table } = options;
  const shared = options.includeShared === true;
  return namedDefinition({
    ...options,
    orderBy: { parent_name: 'parents.name_sort', ...options.orderBy },
    filters: {
      ...idFilters(table, ['parent_id']),
      has_parent: { column: `${table}.parent_id`, kind: 'presence' },
      ...options.filters,
    },
    search: ['parents.search'],
    join: (query) =>
      query.leftJoin(`${table} as parents`, 'parents.id', `${table}.parent_id`).select('parents.name as parent_name'),
    validate: validateParent(table, { allowShared: shared }),
    ...(shared ? { toApi: (row) => ({ is_system: row.cluster_id === null }) } : {}),
  });
}
