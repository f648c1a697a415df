import { formatMoney, type Invoice, toKurus } from '@site/shared';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export const INVOICES_PATH = '/expenses/invoices';

/** 'Fatura Gelecek': the paper invoice is to come; `is_invoiced` says it has come. */
const INVOICE_TO_COME = 1;

type Shown = Pick<Invoice, 'is_paid' | 'is_invoiced' | 'invoice_type_id' | 'paid' | 'remaining'>;

/**
 * Paid, partly paid (with what is left) or not paid; and, for an invoice whose paper is to come, whether it
 * has come (spec §4). Other invoice types say by their type whether they have an invoice.
 */
export function InvoiceStatus({ invoice }: { invoice: Shown }) {
  const { t } = useTranslation();
  const paid =
    invoice.is_paid || invoice.remaining <= 0 ? (
      <Tag color="green">{t('invoices.paid')}</Tag>
    ) : invoice.paid > 0 ? (
      <Tag color="orange">{t('invoices.partlyPaid', { remaining: formatMoney(toKurus(invoice.remaining)) })}</Tag>
    ) : (
      <Tag color="red">{t('invoices.notPaid')}</Tag>
    );
  return (
    <Space size={4} wrap>
      {paid}
      {invoice.invoice_type_id === INVOICE_TO_COME &&
        (invoice.is_invoiced ? (
          <Tag color="blue">{t('invoices.invoiceArrived')}</Tag>
        ) : (
          <Tag>{t('invoices.invoiceAwaited')}</Tag>
        ))}
    </Space>
  );
}
