import type { Invoice, InvoiceInstallment } from '@site/shared';
import { Alert, Button, Card, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KeyIn } from '../../../locales/keys';
import { DeleteButton } from '../../../ui/DeleteButton';
import { toast } from '../../../ui/feedback';
import { formatDate, formatLira } from '../../../ui/format';
import { installmentsApi } from '../api';
import { type EditedInstallment, InstallmentPanel } from './InstallmentPanel';
import { uninstalledOf, useInvoiceRefresh } from './invoiceModel';

const field = (name: KeyIn<'invoices.installments.fields'>) => `invoices.installments.fields.${name}` as const;

/** The invoice's installments with what is not installed yet; adding stops once the whole invoice is installed. */
export function InstallmentsSection({ invoice, canWrite }: { invoice: Invoice; canWrite: boolean }) {
  const { t } = useTranslation();
  const refresh = useInvoiceRefresh();
  const [panel, setPanel] = useState<{ installment: EditedInstallment | null } | null>(null);
  const uninstalled = uninstalledOf(invoice);
  const fullyInstalled = invoice.amount > 0 && uninstalled <= 0;

  const remove = async (installment: InvoiceInstallment) => {
    await installmentsApi.remove(invoice.id, installment.id);
    toast.success(t('list.deleted'));
    await refresh();
  };

  return (
    <Card
      size="small"
      title={t('invoices.installments.title')}
      data-testid="invoice-installments"
      extra={
        canWrite && (
          <Button type="primary" disabled={uninstalled <= 0} onClick={() => setPanel({ installment: null })}>
            {t('invoices.installments.add')}
          </Button>
        )
      }
    >
      {fullyInstalled && canWrite && (
        <Alert
          type="error"
          showIcon
          title={t('invoices.installments.fullyInstalled')}
          style={{ marginBottom: 12 }}
          data-testid="fully-installed"
        />
      )}
      <Table<InvoiceInstallment>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={invoice.installments}
        locale={{ emptyText: t('invoices.installments.none') }}
        columns={[
          {
            key: 'last_payment_on',
            title: t(field('last_payment_on')),
            render: (_v, row) => formatDate(row.last_payment_on),
          },
          { key: 'amount', title: t(field('amount')), align: 'right', render: (_v, row) => formatLira(row.amount) },
          ...(canWrite
            ? [
                {
                  key: 'actions',
                  title: t('list.actions'),
                  width: 160,
                  render: (_v: unknown, row: InvoiceInstallment) => (
                    <Space size="small">
                      <Button size="small" type="link" onClick={() => setPanel({ installment: row })}>
                        {t('common.edit')}
                      </Button>
                      <DeleteButton onConfirm={() => remove(row)} />
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
        summary={() => (
          <Table.Summary.Row className="table-totals">
            <Table.Summary.Cell index={0}>
              <Typography.Text>{t('invoices.installments.uninstalled')}</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              <Typography.Text data-testid="uninstalled">{formatLira(uninstalled)}</Typography.Text>
            </Table.Summary.Cell>
            {canWrite && <Table.Summary.Cell index={2} />}
          </Table.Summary.Row>
        )}
      />
      {canWrite && (
        <InstallmentPanel
          invoice={invoice}
          installment={panel?.installment ?? null}
          open={panel !== null}
          onClose={() => setPanel(null)}
          onSaved={(installment) => setPanel({ installment })}
        />
      )}
    </Card>
  );
}
