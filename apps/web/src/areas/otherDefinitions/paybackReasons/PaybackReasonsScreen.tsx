import { paybackReasonSchema } from '@site/shared';
import { NamedTypeScreen } from '../otherDefinitions/NamedTypeScreen';

/** /other-definitions/payback-reasons: why money is paid back to a resident. */
export default function PaybackReasonsScreen() {
  return (
    <NamedTypeScreen
      resource="payback-reasons"
      basePath="/other-definitions/payback-reasons"
      title="menu.otherDefinitions.paybackReasons"
      i18n="paybackReasons"
      schema={paybackReasonSchema}
    />
  );
}
