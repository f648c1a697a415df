import { Select, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type GroupIn, keyUnder, type MessageKey } from '../../../locales/keys';
import { DateRangeInput } from '../../../ui/inputs';
import { useListParams } from '../../../ui/useListParams';
import { useClusterProviderOptions } from '../../definitions/public';
import { INVOICE_TYPE_IDS, PAYMENT_TYPE_IDS } from './invoiceModel';

/**
 * The filters of an expenses list that its columns do not carry: provider, invoice and payment type and the
 * date range (`date_from`, `date_to`); like every list state they live in the URL. `types` is false for lists
 * without the invoice and payment type filters.
 */
export function InvoiceFilters({ types = true, children }: { types?: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  const { params, update } = useListParams();
  const providers = useClusterProviderOptions();
  const pick = (key: string, label: MessageKey, options: { value: string; label: string }[]) => (
    <Select
      style={{ width: 200 }}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t(label)}
      aria-label={t(label)}
      value={params.filters[key]}
      options={options}
      onChange={(value) => update({ [key]: value ?? null })}
    />
  );
  const enumOptions = (prefix: GroupIn<'invoices'>, ids: readonly number[]) =>
    ids.map((id) => ({ value: String(id), label: t(keyUnder(`invoices.${prefix}`, id)) }));
  const from = params.filters.date_from;
  const to = params.filters.date_to;
  return (
    <Space wrap style={{ marginBottom: 16 }} data-testid="invoice-filters">
      {pick(
        'provider_id',
        'invoices.fields.provider_id',
        (providers.data ?? []).map((o) => ({ value: String(o.value), label: o.label })),
      )}
      {types &&
        pick('invoice_type_id', 'invoices.fields.invoice_type_id', enumOptions('invoiceTypes', INVOICE_TYPE_IDS))}
      {types &&
        pick('payment_type_id', 'invoices.fields.payment_type_id', enumOptions('paymentTypes', PAYMENT_TYPE_IDS))}
      {types &&
        pick('is_invoiced', 'invoices.fields.is_invoiced', [
          { value: '1', label: t('common.yes') },
          { value: '0', label: t('common.no') },
        ])}
      <DateRangeInput
        aria-label={t('invoices.dateRange')}
        placeholder={[t('invoices.dateFrom'), t('invoices.dateTo')]}
        from={from}
        to={to}
        onChange={(date_from, date_to) => update({ date_from, date_to })}
      />
      {children}
    </Space>
  );
}
