import { toKurus } from '@site/shared';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { KeyIn } from '../../../locales/keys';
import { useCluster } from '../../../session/ClusterProvider';
import { usePermissions } from '../../../session/usePermissions';
import { DataTable, type Row } from '../../../ui/DataTable';
import { BulkClosePanel } from './BulkClosePanel';
import { InvoiceFilters } from './InvoiceFilters';
import { INVOICES_PATH, InvoiceStatus } from './InvoiceStatus';

const field = (name: KeyIn<'invoices.fields'>) => `invoices.fields.${name}` as const;

/**
 * /expenses/invoices: the complex's invoices with what is paid and left, footer totals and export. Picked
 * unpaid invoices can be closed at once ('Toplu Fatura Kapatma').
 */
export default function InvoicesScreen() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const [selected, setSelected] = useState<{ ids: number[]; rows: Row[] }>({ ids: [], rows: [] });
  const [bulkOpen, setBulkOpen] = useState(false);
  const { clusterId } = useCluster();
  const permissions = usePermissions();
  // Invoices of one complex are closed together: another complex starts with none picked.
  const shownCluster = useRef(clusterId);
  useEffect(() => {
    if (shownCluster.current !== clusterId) setSelected({ ids: [], rows: [] });
    shownCluster.current = clusterId;
  }, [clusterId]);
  // Rows of other pages stay selected; their remaining amounts were seen when they were picked.
  const remaining = selected.rows.reduce((sum, row) => sum + toKurus(Number(row?.remaining ?? 0)), 0) / 100;

  return (
    <>
      <InvoiceFilters>
        <Button type="primary" disabled={selected.ids.length === 0} onClick={() => setBulkOpen(true)}>
          {t('invoices.bulkClose.button', { count: selected.ids.length })}
        </Button>
      </InvoiceFilters>
      <DataTable
        resource="expense/invoices"
        title="menu.expenses.invoices"
        basePath={INVOICES_PATH}
        createPath="/expenses/invoice/create"
        canWrite={permissions.mayWrite('POST', '/expense/invoices')}
        // Deleting an invoice takes back its payments from the bank accounts, safes and the provider's balance.
        movesMoney
        rowSelection={{
          selectedIds: selected.ids,
          onChange: (ids, rows) => setSelected({ ids, rows }),
          disabled: (row) => Number(row.remaining) <= 0,
        }}
        columns={[
          { key: 'receipt_no', title: field('receipt_no'), sortKey: 'receipt_no' },
          { key: 'billed_on', title: field('billed_on'), sortKey: 'billed_on', render: 'date' },
          { key: 'last_payment_on', title: field('last_payment_on'), sortKey: 'last_payment_on', render: 'date' },
          {
            key: 'provider_name',
            title: field('provider_id'),
            sortKey: 'provider_name',
            render: (row) => <Link to={`${INVOICES_PATH}/${row.id}${search}`}>{String(row.provider_name)}</Link>,
          },
          { key: 'bill_no', title: field('bill_no'), sortKey: 'bill_no', filter: 'text' },
          { key: 'utility_no', title: field('utility_no') },
          { key: 'invoice_type_id', title: field('invoice_type_id'), enumPrefix: 'invoices.invoiceTypes' },
          { key: 'amount', title: field('amount'), sortKey: 'amount', render: 'money' },
          { key: 'paid', title: field('paid'), render: 'money' },
          { key: 'remaining', title: field('remaining'), render: 'money' },
          {
            key: 'is_invoiced',
            title: field('status'),
            render: (row) => (
              <InvoiceStatus
                invoice={{
                  is_paid: Boolean(row.is_paid),
                  is_invoiced: Boolean(row.is_invoiced),
                  invoice_type_id: Number(row.invoice_type_id),
                  paid: Number(row.paid),
                  remaining: Number(row.remaining),
                }}
              />
            ),
          },
        ]}
      />
      <BulkClosePanel
        invoiceIds={selected.ids}
        remaining={remaining}
        open={bulkOpen}
        onClose={() => setBulkOpen(false)}
        onClosed={() => {
          setBulkOpen(false);
          setSelected({ ids: [], rows: [] });
        }}
      />
    </>
  );
}
