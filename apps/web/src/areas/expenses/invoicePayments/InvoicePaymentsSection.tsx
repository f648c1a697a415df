import type { Invoice, InvoicePayment } from '@site/shared';
import { useTranslation } from 'react-i18next';
import type { KeyIn } from '../../../locales/keys';
import { formatDate, formatLira } from '../../../ui/format';
import { ReceiptButton } from '../../incomes/public';
import { invoicePaymentsApi } from '../api';
import { InvoiceSection } from '../invoices/InvoiceSection';
import { InvoicePaymentPanel } from './InvoicePaymentPanel';

const field = (name: KeyIn<'invoices.payments.fields'>) => `invoices.payments.fields.${name}` as const;

/** The invoice's payments ('Fatura Ödeme'): added while something is left to pay, edited or deleted. */
export function InvoicePaymentsSection({ invoice, canWrite }: { invoice: Invoice; canWrite: boolean }) {
  const { t } = useTranslation();
  return (
    <InvoiceSection<InvoicePayment, InvoicePayment>
      part="payments"
      invoice={invoice}
      canWrite={canWrite}
      addDisabled={invoice.remaining <= 0}
      rows={invoice.payments}
      emptyText={t('invoices.payments.none')}
      columns={[
        { key: 'receipt_no', title: t(field('receipt_no')), dataIndex: 'receipt_no' },
        { key: 'collected_on', title: t(field('collected_on')), render: (_v, row) => formatDate(row.collected_on) },
        { key: 'place_name', title: t(field('place_name')), dataIndex: 'place_name' },
        { key: 'description', title: t(field('description')), dataIndex: 'description' },
        { key: 'amount', title: t(field('amount')), align: 'right', render: (_v, row) => formatLira(row.amount) },
      ]}
      rowActions={{
        width: 260,
        render: (row) => <ReceiptButton kind="payment" id={row.id} size="small" type="link" />,
      }}
      remove={(payment) => invoicePaymentsApi.remove(payment.id)}
      Panel={InvoicePaymentPanel}
    />
  );
}
