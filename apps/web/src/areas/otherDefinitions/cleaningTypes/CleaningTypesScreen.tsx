import { cleaningTypeSchema } from '@site/shared';
import { DefinitionScreen } from '../otherDefinitions/DefinitionScreen';

/** /other-definitions/types/cleaning-types: kinds of cleaning work. */
export default function CleaningTypesScreen() {
  return (
    <DefinitionScreen
      resource="cleaning-types"
      basePath="/other-definitions/types/cleaning-types"
      title="menu.otherDefinitions.cleaningTypes"
      i18n="cleaningTypes"
      schema={cleaningTypeSchema}
    />
  );
}
