import type { Invoice, InvoiceItem } from '@site/shared';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { KeyIn } from '../../../locales/keys';
import { formatLira } from '../../../ui/format';
import { invoiceItemsApi } from '../api';
import { InvoiceSection } from '../invoices/InvoiceSection';
import { InvoiceItemPanel } from './InvoiceItemPanel';

const field = (name: KeyIn<'invoices.items.fields'>) => `invoices.items.fields.${name}` as const;

/** The items of a saved invoice: each one added, edited or deleted on its own ('Faturaya Kalem Ekle'). */
export function InvoiceItemsSection({ invoice, canWrite }: { invoice: Invoice; canWrite: boolean }) {
  const { t } = useTranslation();
  return (
    <InvoiceSection<InvoiceItem, InvoiceItem>
      part="items"
      invoice={invoice}
      canWrite={canWrite}
      rows={invoice.items}
      columns={[
        { key: 'expense_type_name', title: t(field('expense_type_id')), dataIndex: 'expense_type_name' },
        {
          key: 'child_expense_type_name',
          title: t(field('child_expense_type_id')),
          dataIndex: 'child_expense_type_name',
        },
        { key: 'description', title: t(field('description')), dataIndex: 'description' },
        { key: 'amount', title: t(field('amount')), align: 'right', render: (_v, item) => formatLira(item.amount) },
      ]}
      // Deleting an item changes the total, which drops the installments.
      deleteQuestion={invoice.installments.length > 0 ? t('invoices.installmentsWillBeDeleted') : undefined}
      remove={(item) => invoiceItemsApi.remove(item.id)}
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
      Panel={InvoiceItemPanel}
    />
  );
}
