import { fixtureGroupSchema } from '@site/shared';
import { NamedTypeScreen } from '../otherDefinitions/NamedTypeScreen';

/** /other-definitions/fixtures/fixture-groups: the complex's groups of fixtures (demirbaş). */
export default function FixtureGroupsScreen() {
  return (
    <NamedTypeScreen
      resource="fixture-groups"
      basePath="/other-definitions/fixtures/fixture-groups"
      title="menu.otherDefinitions.fixtureGroups"
      i18n="fixtureGroups"
      schema={fixtureGroupSchema}
    />
  );
}
