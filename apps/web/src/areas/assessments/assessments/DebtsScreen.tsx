import { useQueryClient } from '@tanstack/react-query';
import { Button, Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { refreshCluster } from '../../../api/queryKeys';
import type { KeyIn } from '../../../locales/keys';
import { useCluster } from '../../../session/ClusterProvider';
import { DataTable } from '../../../ui/DataTable';
import { DebtFilters } from './DebtFilters';
import { DebtForm } from './DebtForm';

const BASE = '/assessments/all';
const field = (name: KeyIn<'assessments.debts.fields'>) => `assessments.debts.fields.${name}` as const;

/** /assessments/all: every line (debt) of every assessment, with what is paid and open; one line is edited aside. */
export default function DebtsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { clusterId } = useCluster();
  const { search } = useLocation();
  const { id } = useParams();
  const debtId = id ? Number(id) : null;

  const close = () => navigate(`${BASE}${search}`);
  const saved = (closeAfter: boolean) => {
    // A changed line changes its assessment's total and what is allocated to other lines.
    void refreshCluster(queryClient, clusterId);
    if (closeAfter) close();
  };

  return (
    <>
      <DebtFilters />
      <DataTable
        resource="debts"
        title="menu.assessments.all"
        basePath={BASE}
        canWrite={false}
        hasShow={false}
        columns={[
          { key: 'house_label', title: field('house_label'), sortKey: 'house_label' },
          { key: 'resident_name', title: field('resident_name'), sortKey: 'resident_name' },
          { key: 'income_type_name', title: field('income_type_name') },
          { key: 'period', title: field('period'), sortKey: 'period', render: 'period' },
          { key: 'due_on', title: field('due_on'), sortKey: 'due_on', render: 'date' },
          { key: 'amount', title: field('amount'), sortKey: 'amount', render: 'money' },
          { key: 'paid', title: field('paid'), render: 'money' },
          { key: 'open', title: field('open'), render: 'money' },
          {
            key: 'actions',
            title: 'list.actions',
            render: (row) => (
              <Button size="small" type="link" onClick={() => navigate(`${BASE}/${row.id}/edit${search}`)}>
                {t('common.edit')}
              </Button>
            ),
          },
        ]}
      />
      <Drawer
        open={debtId !== null}
        size="large"
        destroyOnHidden
        onClose={close}
        title={`${t('menu.assessments.all')} · ${t('common.edit')}`}
      >
        {debtId !== null && <DebtForm key={debtId} id={debtId} onSaved={saved} onUnloadable={close} />}
      </Drawer>
    </>
  );
}
