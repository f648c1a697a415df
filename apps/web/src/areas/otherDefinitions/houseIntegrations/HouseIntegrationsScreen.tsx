import { activeColumn } from '../../../ui/activeFlag';
import { DataTable } from '../../../ui/DataTable';

/** /other-definitions/house-integrations: each house's code at outside providers; list only. */
export default function HouseIntegrationsScreen() {
  return (
    <DataTable
      resource="house-integrations"
      basePath="/other-definitions/house-integrations"
      title="menu.otherDefinitions.houseIntegrations"
      canWrite={false}
      hasShow={false}
      columns={[
        { key: 'block_name', title: 'houseIntegrations.fields.block_name', sortKey: 'block_name' },
        { key: 'door_number', title: 'houseIntegrations.fields.door_number', sortKey: 'door_number' },
        {
          key: 'provider_name',
          title: 'houseIntegrations.fields.provider_name',
          sortKey: 'provider_name',
          filter: 'text',
        },
        {
          key: 'integration_code',
          title: 'houseIntegrations.fields.integration_code',
          sortKey: 'integration_code',
          filter: 'text',
        },
        activeColumn,
      ]}
    />
  );
}
