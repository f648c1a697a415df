import type { Invoice } from '@site/shared';
import { Button, Card, Empty, Space, Spin, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useRecordCluster } from '../../../session/useRecordCluster';
import { formatLira } from '../../../ui/format';
import { isNotFound, RecordNotFound } from '../../../ui/RecordNotFound';
import { ReceiptButton } from '../../incomes/public';
import { InvoiceItemsSection } from '../invoiceItems/InvoiceItemsSection';
import { InvoicePaymentsSection } from '../invoicePayments/InvoicePaymentsSection';
import { InstallmentsSection } from './InstallmentsSection';
import { InvoiceForm, type InvoiceFormMode } from './InvoiceForm';
import { INVOICES_PATH, InvoiceStatus } from './InvoiceStatus';
import { useInvoice } from './invoiceModel';

/** Tutar, Ödenen, Kalan and the status tags of a saved invoice. */
function InvoiceTotals({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  return (
    <Card size="small" style={{ marginBottom: 16 }} data-testid="invoice-totals">
      <Space size="large" wrap align="center">
        <Statistic title={t('invoices.fields.amount')} value={formatLira(invoice.amount)} />
        <Statistic title={t('invoices.fields.paid')} value={formatLira(invoice.paid)} />
        <Statistic title={t('invoices.fields.remaining')} value={formatLira(invoice.remaining)} />
        <InvoiceStatus invoice={invoice} />
      </Space>
    </Card>
  );
}

/**
 * /expenses/invoice/create, /expenses/invoices/:id (read-only) and /expenses/invoices/:id/edit: the invoice's
 * fields and, once saved, its items, installments and payments with the amounts left.
 */
export default function InvoiceScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const params = useParams();
  const mode: InvoiceFormMode = pathname.endsWith('/create') ? 'create' : pathname.endsWith('/edit') ? 'edit' : 'show';
  const id = mode === 'create' ? null : Number(params.id) || null;
  const invoice = useInvoice(id);
  const data = invoice.data ?? null;
  const listPath = `${INVOICES_PATH}${search}`;

  // A link to another complex's invoice selects that complex (spec §4); choosing another complex later leaves it.
  useRecordCluster(data?.cluster_id, INVOICES_PATH);

  const title =
    mode === 'create'
      ? t('invoices.createTitle')
      : t('invoices.title', { provider: data?.provider_name ?? '', billNo: data?.bill_no ?? '' });

  return (
    <div data-testid="invoice-screen">
      <div className="table-title-bar">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Space wrap>
          {mode === 'show' && data && (
            <Button type="primary" onClick={() => navigate(`${INVOICES_PATH}/${data.id}/edit${search}`)}>
              {t('common.edit')}
            </Button>
          )}
          {data && <ReceiptButton kind="invoice" id={data.id} />}
          <Button onClick={() => navigate(listPath)}>{t('invoices.backToList')}</Button>
        </Space>
      </div>
      {id !== null && invoice.isLoading ? (
        <Spin />
      ) : id !== null && !data ? (
        isNotFound(invoice.error) ? (
          <RecordNotFound />
        ) : (
          <Empty description={t('invoices.notFound')} />
        )
      ) : (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          {data && <InvoiceTotals invoice={data} />}
          <InvoiceForm
            key={`${mode}-${id}`}
            mode={mode}
            invoice={data}
            onSaved={(savedId, close) =>
              navigate(close ? listPath : `${INVOICES_PATH}/${savedId}/edit${search}`, { replace: mode === 'create' })
            }
          />
          {data && (
            <>
              <InvoiceItemsSection invoice={data} canWrite={mode === 'edit'} />
              <InstallmentsSection invoice={data} canWrite={mode === 'edit'} />
              <InvoicePaymentsSection invoice={data} canWrite={mode === 'edit'} />
            </>
          )}
        </Space>
      )}
    </div>
  );
}
