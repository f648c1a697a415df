import type { BookedDocument } from '@site/shared';
import { Button, Card, Descriptions, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { keyUnder } from '../../../locales/keys';
import { formatDate, formatLira } from '../../../ui/format';

/**
 * What a closed outgoing line was booked as: the invoice and its payment, or the transfer, with the undo
 * that deletes the document and opens the line again.
 */
export function BookedDocumentCard({ document, onUndo }: { document: BookedDocument; onUndo: () => void }) {
  const { t } = useTranslation();
  const { invoice, payment, transfer } = document;
  return (
    <Card
      title={t(`bankActivities.bookings.${document.kind}`)}
      size="small"
      style={{ marginBottom: 16 }}
      extra={
        <Popconfirm
          title={t('bankActivities.book.undoConfirm')}
          okText={t('common.yes')}
          cancelText={t('common.no')}
          onConfirm={onUndo}
        >
          <Button size="small" danger>
            {t('bankActivities.book.undo')}
          </Button>
        </Popconfirm>
      }
    >
      {invoice && payment && (
        <Descriptions size="small" column={2}>
          <Descriptions.Item label={t('invoices.fields.provider_id')}>{invoice.provider_name}</Descriptions.Item>
          <Descriptions.Item label={t('bankActivities.book.invoice')}>
            <Link to={`/expenses/invoices/${invoice.id}`}>
              {[invoice.bill_no, formatDate(invoice.billed_on)].filter(Boolean).join(' · ')}
            </Link>
          </Descriptions.Item>
          <Descriptions.Item label={t('invoices.fields.invoice_type_id')}>
            {t(keyUnder('invoices.invoiceTypes', invoice.invoice_type_id))}
          </Descriptions.Item>
          <Descriptions.Item label={t('invoices.fields.amount')}>{formatLira(invoice.amount)}</Descriptions.Item>
          <Descriptions.Item label={t('bankActivities.fields.paid')}>{formatLira(payment.amount)}</Descriptions.Item>
          <Descriptions.Item label={t('invoices.fields.remaining')}>{formatLira(invoice.remaining)}</Descriptions.Item>
          <Descriptions.Item label={t('bankActivities.book.paymentReceipt')}>{payment.receipt_no}</Descriptions.Item>
          <Descriptions.Item label={t('bankActivities.fields.description')}>{payment.description}</Descriptions.Item>
        </Descriptions>
      )}
      {transfer && (
        <Descriptions size="small" column={2}>
          <Descriptions.Item label={t('bankActivities.book.from')}>{transfer.from_name}</Descriptions.Item>
          <Descriptions.Item label={t('bankActivities.book.to')}>{transfer.to_name}</Descriptions.Item>
          <Descriptions.Item label={t('bankActivities.fields.activity_on')}>
            {formatDate(transfer.transferred_on)}
          </Descriptions.Item>
          <Descriptions.Item label={t('bankActivities.fields.amount')}>{formatLira(transfer.amount)}</Descriptions.Item>
          <Descriptions.Item label={t('bankActivities.fields.description')} span={2}>
            {transfer.description}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}
