import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Invoice } from './invoiceModel';

export const INVOICES_PATH = '/expenses/invoices';

/** Paid or not, and invoiced or not (spec §4). */
export function InvoiceStatus({ invoice }: { invoice: Pick<Invoice, 'is_paid' | 'is_invoiced'> }) {
  const { t } = useTranslation();
  return (
    <Space size={4} wrap>
      {invoice.is_paid ? <Tag color="green">{t('invoices.paid')}</Tag> : <Tag color="red">{t('invoices.notPaid')}</Tag>}
      {invoice.is_invoiced ? <Tag color="blue">{t('invoices.invoiced')}</Tag> : <Tag>{t('invoices.notInvoiced')}</Tag>}
    </Space>
  );
}
