import { breakdownTypeSchema } from '@site/shared';
import { NamedTypeScreen } from '../otherDefinitions/NamedTypeScreen';

/** /other-definitions/types/breakdown-types: kinds of breakdowns residents report (name required, max 100). */
export default function BreakdownTypesScreen() {
  return (
    <NamedTypeScreen
      resource="breakdown-types"
      basePath="/other-definitions/types/breakdown-types"
      title="menu.otherDefinitions.breakdownTypes"
      i18n="breakdownTypes"
      schema={breakdownTypeSchema}
    />
  );
}
