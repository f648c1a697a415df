import { breakdownTypeSchema } from '@site/shared';
import { DefinitionScreen } from '../otherDefinitions/DefinitionScreen';

/** /other-definitions/types/breakdown-types: kinds of breakdowns residents report (name required, max 100). */
export default function BreakdownTypesScreen() {
  return (
    <DefinitionScreen
      resource="breakdown-types"
      basePath="/other-definitions/types/breakdown-types"
      title="menu.otherDefinitions.breakdownTypes"
      i18n="breakdownTypes"
      schema={breakdownTypeSchema}
    />
  );
}
