import type { Invoice, InvoicePayment } from '@site/shared';
import { Button, Card, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KeyIn } from '../../../locales/keys';
import { DeleteButton } from '../../../ui/DeleteButton';
import { toast } from '../../../ui/feedback';
import { formatDate, formatLira } from '../../../ui/format';
import { ReceiptButton } from '../../incomes/public';
import { invoicePaymentsApi } from '../api';
import { useInvoiceRefresh } from '../invoices/invoiceModel';
import { InvoicePaymentPanel } from './InvoicePaymentPanel';

const field = (name: KeyIn<'invoices.payments.fields'>) => `invoices.payments.fields.${name}` as const;

/** The invoice's payments ('Fatura Ödeme'): added while something is left to pay, edited or deleted. */
export function InvoicePaymentsSection({ invoice, canWrite }: { invoice: Invoice; canWrite: boolean }) {
  const { t } = useTranslation();
  const refresh = useInvoiceRefresh();
  const [panel, setPanel] = useState<{ payment: InvoicePayment | null } | null>(null);

  const remove = async (payment: InvoicePayment) => {
    await invoicePaymentsApi.remove(payment.id);
    toast.success(t('list.deleted'));
    await refresh();
  };

  return (
    <Card
      size="small"
      title={t('invoices.payments.title')}
      data-testid="invoice-payments"
      extra={
        canWrite && (
          <Button type="primary" disabled={invoice.remaining <= 0} onClick={() => setPanel({ payment: null })}>
            {t('invoices.payments.add')}
          </Button>
        )
      }
    >
      <Table<InvoicePayment>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={invoice.payments}
        locale={{ emptyText: t('invoices.payments.none') }}
        columns={[
          { key: 'receipt_no', title: t(field('receipt_no')), dataIndex: 'receipt_no' },
          {
            key: 'collected_on',
            title: t(field('collected_on')),
            render: (_v, row) => formatDate(row.collected_on),
          },
          { key: 'place_name', title: t(field('place_name')), dataIndex: 'place_name' },
          { key: 'description', title: t(field('description')), dataIndex: 'description' },
          { key: 'amount', title: t(field('amount')), align: 'right', render: (_v, row) => formatLira(row.amount) },
          {
            key: 'actions',
            title: t('list.actions'),
            width: 260,
            render: (_v, row) => (
              <Space size="small" wrap>
                <ReceiptButton kind="payment" id={row.id} size="small" type="link" />
                {canWrite && (
                  <Button size="small" type="link" onClick={() => setPanel({ payment: row })}>
                    {t('common.edit')}
                  </Button>
                )}
                {canWrite && <DeleteButton onConfirm={() => remove(row)} />}
              </Space>
            ),
          },
        ]}
      />
      {canWrite && (
        <InvoicePaymentPanel
          invoice={invoice}
          payment={panel?.payment ?? null}
          open={panel !== null}
          onClose={() => setPanel(null)}
        />
      )}
    </Card>
  );
}
