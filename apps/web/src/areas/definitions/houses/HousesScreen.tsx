import { HOUSE_KINDS, houseSchema } from '@site/shared';
import { usePermissions } from '../../../session/usePermissions';
import { unsortedActiveColumn } from '../../../ui/activeFlag';
import type { FieldDef } from '../../../ui/ResourceForm';
import { ResourceScreen } from '../../../ui/ResourceScreen';
import { HouseUsers } from './HouseTransfer';

const flags = [
  'has_multiple_owners',
  'has_periodical_assessment',
  'has_crediting',
  'uses_share_meter',
  'is_active',
] as const;
const areas = ['net_area', 'gross_area', 'land_share', 'share_meter', 'garden_area', 'share_total'] as const;

/** /definitions/houses: the independent units (BB) of the complex. */
export default function HousesScreen() {
  const permissions = usePermissions();
  return (
    <ResourceScreen
      resource="houses"
      basePath="/definitions/houses"
      title="menu.definitions.houses"
      schema={houseSchema}
      details={(id) => <HouseUsers houseId={id} canWrite={permissions.has('edit-resident')} />}
      defaults={{ type: 'house', is_active: true, has_periodical_assessment: true, has_crediting: true }}
      columns={[
        { key: 'block_name', title: 'houses.fields.block_id', sortKey: 'block_name' },
        { key: 'door_number', title: 'houses.fields.door_number', sortKey: 'door_number', filter: 'text' },
        { key: 'floor', title: 'houses.fields.floor' },
        { key: 'owner_name', title: 'houses.fields.owner_name', sortKey: 'owner_name' },
        { key: 'occupant_name', title: 'houses.fields.occupant_name' },
        { key: 'balance', title: 'houses.fields.balance', sortKey: 'balance', render: 'balance' },
        { key: 'type', title: 'houses.fields.type', sortKey: 'type', enumPrefix: 'houses.kinds' },
        { key: 'house_type_name', title: 'houses.fields.house_type_id' },
        { key: 'net_area', title: 'houses.fields.net_area', sortKey: 'net_area' },
        { key: 'land_share', title: 'houses.fields.land_share', sortKey: 'land_share' },
        unsortedActiveColumn,
      ]}
      fields={[
        { name: 'block_id', label: 'houses.fields.block_id', kind: 'select', optionsFrom: 'blocks' },
        { name: 'door_number', label: 'houses.fields.door_number', kind: 'text', required: true },
        { name: 'floor', label: 'houses.fields.floor', kind: 'text' },
        {
          name: 'type',
          label: 'houses.fields.type',
          kind: 'select',
          required: true,
          options: HOUSE_KINDS.map((k) => ({ value: k, label: `houses.kinds.${k}` as const })),
        },
        { name: 'house_type_id', label: 'houses.fields.house_type_id', kind: 'select', optionsFrom: 'house-types' },
        ...areas.map((name) => ({ name, label: `houses.fields.${name}` as const, kind: 'number' as const, span: 8 })),
        { name: 'geo_block', label: 'houses.fields.geo_block', kind: 'text' },
        { name: 'geo_plot', label: 'houses.fields.geo_plot', kind: 'text' },
        ...flags.map(
          (name): FieldDef => ({
            name,
            label: name === 'is_active' ? 'common.active' : `houses.fields.${name}`,
            kind: 'flag' as const,
            span: 8,
          }),
        ),
      ]}
    />
  );
}
