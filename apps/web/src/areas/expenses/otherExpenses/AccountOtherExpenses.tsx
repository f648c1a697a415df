import type { OtherExpenseListItem } from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KeyIn } from '../../../locales/keys';
import { useCluster } from '../../../session/ClusterProvider';
import { formatDate, formatLira } from '../../../ui/format';
import { otherExpensesApi } from '../api';
import { OtherExpensePanel } from './OtherExpensePanel';

const field = (name: KeyIn<'otherExpenses.fields'>) => `otherExpenses.fields.${name}` as const;

/** The other expenses (refunds) of one house or resident, read-only; a row opens the 'Diğer Gider' panel. */
export function AccountOtherExpenses({ kind, id }: { kind: 'house' | 'resident'; id: number }) {
  const { t } = useTranslation();
  const { clusterId } = useCluster();
  const [shown, setShown] = useState<number | null>(null);
  const list = useQuery(otherExpensesApi.ofAccount(clusterId, { kind, id }));
  const total = list.data?.meta.totals?.amount;

  return (
    <>
      <Table
        rowKey="id"
        size="small"
        loading={list.isLoading}
        pagination={{ pageSize: 20 }}
        dataSource={list.data?.data ?? []}
        data-testid="other-expenses"
        locale={{ emptyText: t('otherExpenses.empty') }}
        columns={[
          {
            key: 'spent_on',
            title: t(field('spent_on')),
            render: (_: unknown, r: OtherExpenseListItem) => formatDate(r.spent_on),
          },
          { key: 'payback_reason', title: t(field('payback_reason')), dataIndex: 'payback_reason' },
          { key: 'income_type', title: t(field('income_type')), dataIndex: 'income_type' },
          kind === 'house'
            ? { key: 'resident_name', title: t(field('resident')), dataIndex: 'resident_name' }
            : { key: 'house_label', title: t(field('house')), dataIndex: 'house_label' },
          { key: 'place_name', title: t('otherExpenses.place'), dataIndex: 'place_name' },
          { key: 'description', title: t(field('description')), dataIndex: 'description' },
          {
            key: 'amount',
            title: t(field('amount')),
            align: 'right' as const,
            render: (_: unknown, r: OtherExpenseListItem) => formatLira(r.amount),
          },
          {
            key: 'actions',
            title: t('list.actions'),
            render: (_: unknown, r: OtherExpenseListItem) => (
              <Button size="small" type="link" onClick={() => setShown(r.id)}>
                {t('common.show')}
              </Button>
            ),
          },
        ]}
        summary={() =>
          total !== undefined && (list.data?.data.length ?? 0) > 0 ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={6}>
                {t('otherExpenses.total')}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={6} align="right">
                <strong>{formatLira(total)}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={7} />
            </Table.Summary.Row>
          ) : null
        }
      />
      <OtherExpensePanel id={shown} onClose={() => setShown(null)} />
    </>
  );
}
