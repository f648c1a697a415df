import { contractTypeSchema } from '@site/shared';
import { NamedTypeScreen } from '../otherDefinitions/NamedTypeScreen';

/** /other-definitions/types/contract-types: kinds of the complex's contracts. */
export default function ContractTypesScreen() {
  return (
    <NamedTypeScreen
      resource="contract-types"
      basePath="/other-definitions/types/contract-types"
      title="menu.otherDefinitions.contractTypes"
      i18n="contractTypes"
      schema={contractTypeSchema}
    />
  );
}
