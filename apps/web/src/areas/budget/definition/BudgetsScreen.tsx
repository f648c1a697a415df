import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { keyUnder } from '../../../locales/keys';
import { usePermissions } from '../../../session/usePermissions';
import { type ColumnDef, DataTable } from '../../../ui/DataTable';
import { formatDate } from '../../../ui/format';
import { budgetsApi } from '../api';
import { BudgetForm } from './BudgetForm';

export const BASE_PATH = '/budget/definition';
const field = (name: string) => keyUnder('budget.definition.fields', name);
const STATUS_COLORS: Record<string, string> = { draft: 'default', approved: 'green', closed: 'red' };

/** The status as a coloured tag: Taslak, Onaylandı, Kapandı. */
export function StatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLORS[status]}>{t(keyUnder('budget.definition.statuses', status))}</Tag>;
}

const columns: ColumnDef[] = [
  { key: 'name', title: field('name'), sortKey: 'name' },
  {
    key: 'starts_on',
    title: field('period'),
    sortKey: 'starts_on',
    render: (row) => `${row.starts_on} – ${row.ends_on}`,
  },
  {
    key: 'status',
    title: field('status'),
    sortKey: 'status',
    render: (row) => <StatusTag status={String(row.status)} />,
  },
  { key: 'total', title: field('total'), render: 'money', align: 'right' },
  {
    key: 'approved_on',
    title: field('approval'),
    render: (row) => (row.approved_on ? `${formatDate(String(row.approved_on))} / ${row.decision_no ?? ''}` : ''),
  },
  { key: 'is_active', title: field('is_active'), render: 'flag', filter: 'flag' },
];

/**
 * /budget/definition: the complex's budgets (name, period, status, total, approval); `/create` and `/:id/edit`
 * open the budget form with its lines grid. Only drafts are edited or deleted (others open read-only, with no 'Sil').
 */
export default function BudgetsScreen() {
  const { pathname } = useLocation();
  const { id } = useParams();
  const permissions = usePermissions();
  const canWrite = permissions.mayWrite('POST', '/clusters/:clusterId/budgets');
  if (pathname.endsWith('/create')) return <BudgetForm id={null} />;
  if (id) return <BudgetForm id={Number(id)} />;
  return (
    <DataTable
      resource={budgetsApi.resource}
      basePath={BASE_PATH}
      title="menu.budget.definition"
      columns={columns}
      canWrite={canWrite}
      hasShow={false}
      rowCanDelete={(row) => row.status === 'draft'}
    />
  );
}
