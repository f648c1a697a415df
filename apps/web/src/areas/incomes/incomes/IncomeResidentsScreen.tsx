import { useParams } from 'react-router';
import { DataTable } from '../../../ui/DataTable';
import { AccountDetail } from './AccountDetail';

/** /incomes/residents and /incomes/residents/:id: what every resident owes, and one resident's account. */
export default function IncomeResidentsScreen() {
  const { id } = useParams();
  if (id) return <AccountDetail kind="resident" id={Number(id)} />;
  return (
    <DataTable
      resource="resident-balances"
      title="menu.incomes.residents"
      basePath="/incomes/residents"
      canWrite={false}
      columns={[
        { key: 'name', title: 'incomes.fields.resident', sortKey: 'name', filter: 'text' },
        { key: 'phone', title: 'residents.fields.phone' },
        { key: 'debt_total', title: 'incomes.fields.debt_total', sortKey: 'debt_total', render: 'money' },
        { key: 'balance', title: 'incomes.fields.balance', sortKey: 'balance', render: 'balance' },
      ]}
    />
  );
}
