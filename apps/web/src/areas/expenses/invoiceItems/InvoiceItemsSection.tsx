import type { Invoice, InvoiceItem } from '@site/shared';
import { Button, Card, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KeyIn } from '../../../locales/keys';
import { DeleteButton } from '../../../ui/DeleteButton';
import { toast } from '../../../ui/feedback';
import { formatLira } from '../../../ui/format';
import { invoiceItemsApi } from '../api';
import { showWarnings, useInvoiceRefresh } from '../invoices/invoiceModel';
import { InvoiceItemPanel } from './InvoiceItemPanel';

const field = (name: KeyIn<'invoices.items.fields'>) => `invoices.items.fields.${name}` as const;

/** The items of a saved invoice: each one added, edited or deleted on its own ('Faturaya Kalem Ekle'). */
export function InvoiceItemsSection({ invoice, canWrite }: { invoice: Invoice; canWrite: boolean }) {
  const { t } = useTranslation();
  const refresh = useInvoiceRefresh();
  const [panel, setPanel] = useState<{ item: InvoiceItem | null } | null>(null);
  const hasInstallments = invoice.installments.length > 0;

  const remove = async (item: InvoiceItem) => {
    const response = await invoiceItemsApi.remove(item.id);
    toast.success(t('list.deleted'));
    // Deleting an item changes the total; the server says when that dropped the installments.
    showWarnings(response);
    await refresh();
  };

  return (
    <Card
      size="small"
      title={t('invoices.items.title')}
      data-testid="invoice-items"
      extra={
        canWrite && (
          <Button type="primary" onClick={() => setPanel({ item: null })}>
            {t('invoices.items.add')}
          </Button>
        )
      }
    >
      <Table<InvoiceItem>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={invoice.items}
        columns={[
          { key: 'expense_type_name', title: t(field('expense_type_id')), dataIndex: 'expense_type_name' },
          {
            key: 'child_expense_type_name',
            title: t(field('child_expense_type_id')),
            dataIndex: 'child_expense_type_name',
          },
          { key: 'description', title: t(field('description')), dataIndex: 'description' },
          { key: 'amount', title: t(field('amount')), align: 'right', render: (_v, item) => formatLira(item.amount) },
          ...(canWrite
            ? [
                {
                  key: 'actions',
                  title: t('list.actions'),
                  width: 160,
                  render: (_v: unknown, item: InvoiceItem) => (
                    <Space size="small">
                      <Button size="small" type="link" onClick={() => setPanel({ item })}>
                        {t('common.edit')}
                      </Button>
                      <DeleteButton
                        question={t(hasInstallments ? 'invoices.installmentsWillBeDeleted' : 'common.confirmDelete')}
                        onConfirm={() => remove(item)}
                      />
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
        summary={() => (
          <Table.Summary.Row className="table-totals">
            <Table.Summary.Cell index={0} colSpan={3}>
              <Typography.Text strong>{t('invoices.items.total')}</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="right">
              <Typography.Text strong>{formatLira(invoice.amount)}</Typography.Text>
            </Table.Summary.Cell>
            {canWrite && <Table.Summary.Cell index={4} />}
          </Table.Summary.Row>
        )}
      />
      {canWrite && (
        <InvoiceItemPanel
          invoice={invoice}
          item={panel?.item ?? null}
          open={panel !== null}
          onClose={() => setPanel(null)}
        />
      )}
    </Card>
  );
}
