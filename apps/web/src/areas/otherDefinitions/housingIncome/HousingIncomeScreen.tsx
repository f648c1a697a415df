import { DataTable } from '../../../ui/DataTable';

/** /other-definitions/housing-income: the houses with their current owner and shares; list only. */
export default function HousingIncomeScreen() {
  return (
    <DataTable
      resource="housing-income"
      basePath="/other-definitions/housing-income"
      title="menu.otherDefinitions.housingIncome"
      canWrite={false}
      hasShow={false}
      columns={[
        { key: 'block_name', title: 'housingIncome.fields.block_name', sortKey: 'block_name' },
        { key: 'door_number', title: 'housingIncome.fields.door_number', sortKey: 'door_number', filter: 'text' },
        { key: 'owner_name', title: 'housingIncome.fields.owner_name', sortKey: 'owner_name', filter: 'text' },
        { key: 'net_area', title: 'housingIncome.fields.net_area', sortKey: 'net_area' },
        { key: 'land_share', title: 'housingIncome.fields.land_share', sortKey: 'land_share' },
      ]}
    />
  );
}
