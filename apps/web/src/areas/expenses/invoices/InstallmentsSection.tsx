import type { Invoice, InvoiceInstallment } from '@site/shared';
import { Alert, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { KeyIn } from '../../../locales/keys';
import { formatDate, formatLira } from '../../../ui/format';
import { installmentsApi } from '../api';
import { type EditedInstallment, InstallmentPanel } from './InstallmentPanel';
import { InvoiceSection } from './InvoiceSection';
import { uninstalledOf } from './invoiceModel';

const field = (name: KeyIn<'invoices.installments.fields'>) => `invoices.installments.fields.${name}` as const;

/** The invoice's installments with what is not installed yet; adding stops once the whole invoice is installed. */
export function InstallmentsSection({ invoice, canWrite }: { invoice: Invoice; canWrite: boolean }) {
  const { t } = useTranslation();
  const uninstalled = uninstalledOf(invoice);
  const fullyInstalled = invoice.amount > 0 && uninstalled <= 0;
  return (
    <InvoiceSection<EditedInstallment, InvoiceInstallment>
      part="installments"
      invoice={invoice}
      canWrite={canWrite}
      addDisabled={uninstalled <= 0}
      intro={
        fullyInstalled &&
        canWrite && (
          <Alert
            type="error"
            showIcon
            title={t('invoices.installments.fullyInstalled')}
            style={{ marginBottom: 12 }}
            data-testid="fully-installed"
          />
        )
      }
      rows={invoice.installments}
      emptyText={t('invoices.installments.none')}
      columns={[
        {
          key: 'last_payment_on',
          title: t(field('last_payment_on')),
          render: (_v, row) => formatDate(row.last_payment_on),
        },
        { key: 'amount', title: t(field('amount')), align: 'right', render: (_v, row) => formatLira(row.amount) },
      ]}
      remove={(installment) => installmentsApi.remove(invoice.id, installment.id)}
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
      Panel={InstallmentPanel}
    />
  );
}
