import { fixtureGroupSchema } from '@site/shared';
import { namedResource } from '../../../kernel/namedResource';

export const fixtureGroupsResource = namedResource({
  name: 'fixture-groups',
  table: 'fixture_groups',
  entityType: 'fixture_group',
  schema: fixtureGroupSchema,
  exportTitle: 'Demirbaş Grupları',
  nameHeader: 'Grup Adı',
});
