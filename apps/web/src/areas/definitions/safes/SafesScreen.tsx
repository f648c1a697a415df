import { safeSchema } from '@site/shared';
import { unsortedActiveColumn } from '../../../ui/activeFlag';
import { ResourceScreen } from '../../../ui/ResourceScreen';
import { accountFlagDefaults, accountFlagFields, placeNameColumns, placeNameFields } from '../accountFlags';

/** /definitions/safes: the complex's cash boxes. */
export default function SafesScreen() {
  return (
    <ResourceScreen
      resource="safes"
      basePath="/definitions/safes"
      title="menu.definitions.safes"
      schema={safeSchema}
      defaults={accountFlagDefaults}
      columns={[...placeNameColumns('safes'), unsortedActiveColumn]}
      fields={[...placeNameFields('safes'), ...accountFlagFields]}
    />
  );
}
