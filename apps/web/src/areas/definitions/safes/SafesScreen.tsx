import { safeSchema } from '@site/shared';
import type { FieldDef } from '../../../ui/ResourceForm';
import { ResourceScreen } from '../../../ui/ResourceScreen';

const flags = ['can_collect_money', 'can_receive_bills', 'can_used_for_sms', 'residents_can_see', 'is_active'] as const;

/** /definitions/safes: the complex's cash boxes. */
export default function SafesScreen() {
  return (
    <ResourceScreen
      resource="safes"
      basePath="/definitions/safes"
      title="menu.definitions.safes"
      schema={safeSchema}
      defaults={{ is_active: true, can_collect_money: true, can_receive_bills: true }}
      columns={[
        { key: 'name', title: 'safes.fields.name', sortKey: 'name', filter: 'text' },
        { key: 'short_name', title: 'safes.fields.short_name', sortKey: 'short_name' },
        { key: 'is_active', title: 'common.active', render: 'flag', filter: 'flag' },
      ]}
      fields={[
        { name: 'name', label: 'safes.fields.name', kind: 'text', required: true },
        { name: 'short_name', label: 'safes.fields.short_name', kind: 'text' },
        ...flags.map(
          (name): FieldDef => ({
            name,
            label: name === 'is_active' ? 'common.active' : `bankAccounts.fields.${name}`,
            kind: 'flag' as const,
            span: 8,
          }),
        ),
      ]}
    />
  );
}
