import type { BudgetInvoiceItem, BudgetItemView } from '@site/shared';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, formatLira } from '../../../ui/format';

/** The invoice items behind one expense type's actual: date, provider, bill no, description, amount (and open). */
export function ItemsTable({ items, view }: { items: BudgetInvoiceItem[]; view: BudgetItemView }) {
  const { t } = useTranslation();
  return (
    <Table<BudgetInvoiceItem>
      size="small"
      rowKey="invoice_item_id"
      pagination={false}
      dataSource={items}
      columns={[
        { key: 'date', title: t('budgetPlanning.items.date'), render: (_v, r) => formatDate(r.billed_on) },
        { key: 'provider', title: t('budgetPlanning.items.provider'), dataIndex: 'provider_name' },
        { key: 'bill_no', title: t('budgetPlanning.items.billNo'), dataIndex: 'bill_no' },
        { key: 'description', title: t('budgetPlanning.items.description'), dataIndex: 'description' },
        {
          key: 'amount',
          title: t('budgetPlanning.items.amount'),
          align: 'right',
          render: (_v, r) => formatLira(r.amount),
        },
        ...(view === 'open'
          ? [
              {
                key: 'open',
                title: t('budgetPlanning.items.open'),
                align: 'right' as const,
                render: (_v: unknown, r: BudgetInvoiceItem) => formatLira(r.open),
              },
            ]
          : []),
      ]}
    />
  );
}
