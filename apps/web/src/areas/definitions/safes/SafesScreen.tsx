import { safeSchema } from '@site/shared';
import { ResourceScreen } from '../../../ui/ResourceScreen';
import { accountFlagDefaults, accountFlagFields } from '../accountFlags';

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
        { key: 'name', title: 'safes.fields.name', sortKey: 'name', filter: 'text' },
        { key: 'short_name', title: 'safes.fields.short_name', sortKey: 'short_name' },
        { key: 'is_active', title: 'common.active', render: 'flag', filter: 'flag' },
      ]}
      fields={[
        { name: 'name', label: 'safes.fields.name', kind: 'text', required: true },
        { name: 'short_name', label: 'safes.fields.short_name', kind: 'text' },
        ...accountFlagFields,
      ]}
    />
  );
}
