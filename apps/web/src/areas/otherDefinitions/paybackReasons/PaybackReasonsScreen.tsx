import { paybackReasonSchema } from '@site/shared';
import { DefinitionScreen } from '../otherDefinitions/DefinitionScreen';

/** /other-definitions/payback-reasons: why money is paid back to a resident. */
export default function PaybackReasonsScreen() {
  return (
    <DefinitionScreen
      resource="payback-reasons"
      basePath="/other-definitions/payback-reasons"
      title="menu.otherDefinitions.paybackReasons"
      i18n="paybackReasons"
      schema={paybackReasonSchema}
    />
  );
}
