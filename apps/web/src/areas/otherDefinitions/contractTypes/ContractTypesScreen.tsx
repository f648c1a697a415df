import { contractTypeSchema } from '@site/shared';
import { DefinitionScreen } from '../otherDefinitions/DefinitionScreen';

/** /other-definitions/types/contract-types: kinds of the complex's contracts. */
export default function ContractTypesScreen() {
  return (
    <DefinitionScreen
      resource="contract-types"
      basePath="/other-definitions/types/contract-types"
      title="menu.otherDefinitions.contractTypes"
      i18n="contractTypes"
      schema={contractTypeSchema}
    />
  );
}
