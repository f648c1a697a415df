import { fixtureGroupSchema } from '@site/shared';
import { DefinitionScreen } from '../otherDefinitions/DefinitionScreen';

/** /other-definitions/fixtures/fixture-groups: the complex's groups of fixtures (demirbaş). */
export default function FixtureGroupsScreen() {
  return (
    <DefinitionScreen
      resource="fixture-groups"
      basePath="/other-definitions/fixtures/fixture-groups"
      title="menu.otherDefinitions.fixtureGroups"
      i18n="fixtureGroups"
      schema={fixtureGroupSchema}
    />
  );
}
