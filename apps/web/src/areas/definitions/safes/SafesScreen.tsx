import { safeSchema } from '@site/shared';
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
      columns={[
        ...placeNameColumns('safes'),
        { key: 'is_active', title: 'common.active', render: 'flag', filter: 'flag' },
      ]}
      fields={[...placeNameFields('safes'), ...accountFlagFields]}
    />
  );
}
