import { useParams } from 'react-router';
import { DataTable } from '../../../ui/DataTable';
import { AccountDetail } from './AccountDetail';
import { LateFeeRunButton } from './LateFeeRunButton';

/** /incomes/houses and /incomes/houses/:id: what every house owes, and one house's account. */
export default function IncomeHousesScreen() {
  const { id } = useParams();
  if (id) return <AccountDetail kind="house" id={Number(id)} />;
  return (
    <>
      <LateFeeRunButton />
      <DataTable
        resource="house-balances"
        title="menu.incomes.houses"
        basePath="/incomes/houses"
        canWrite={false}
        columns={[
          {
            key: 'house_label',
            title: 'incomes.fields.house',
            sortKey: 'house_label',
            filter: 'text',
            filterKey: 'door_number',
          },
          { key: 'owner_name', title: 'incomes.fields.owner' },
          { key: 'renter_name', title: 'incomes.fields.renter' },
          { key: 'debt_total', title: 'incomes.fields.debt_total', sortKey: 'debt_total', render: 'money' },
          { key: 'balance', title: 'incomes.fields.balance', sortKey: 'balance', render: 'balance' },
        ]}
      />
    </>
  );
}
