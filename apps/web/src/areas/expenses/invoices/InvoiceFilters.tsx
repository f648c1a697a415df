import { Select, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type GroupIn, keyUnder, type MessageKey } from '../../../locales/keys';
import { DateRangeInput } from '../../../ui/inputs';
import { useListParams } from '../../../ui/useListParams';
import { useClusterProviderOptions } from '../../definitions/public';
import { INVOICE_TYPE_IDS, PAYMENT_TYPE_IDS } from './invoiceModel';

type Choice = { value: string | number; label: string };

/** One filter of an expenses list: a searchable choice kept in the URL under `name`. */
export function FilterSelect({
  name,
  label,
  options,
  width = 200,
}: {
  name: string;
  label: MessageKey;
  options: Choice[] | undefined;
  width?: number;
}) {
  const { t } = useTranslation();
  const { params, update } = useListParams();
  return (
    <Select
      style={{ width }}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t(label)}
      aria-label={t(label)}
      value={params.filters[name]}
      // The URL holds text: ids are offered as text to match it.
      options={(options ?? []).map((o) => ({ value: String(o.value), label: o.label }))}
      onChange={(value) => update({ [name]: value ?? null })}
    />
  );
}

/**
 * The filters of an expenses list that its columns do not carry: provider, invoice and payment type and the
 * date range (`date_from`, `date_to`); like every list state they live in the URL. `types` is false for lists
 * without the invoice and payment type filters.
 */
export function InvoiceFilters({ types = true, children }: { types?: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  const { params, update } = useListParams();
  const providers = useClusterProviderOptions();
  const enumOptions = (prefix: GroupIn<'invoices'>, ids: readonly number[]) =>
    ids.map((id) => ({ value: id, label: t(keyUnder(`invoices.${prefix}`, id)) }));
  const from = params.filters.date_from;
  const to = params.filters.date_to;
  return (
    <Space wrap style={{ marginBottom: 16 }} data-testid="invoice-filters">
      <FilterSelect name="provider_id" label="invoices.fields.provider_id" options={providers.data} />
      {types && (
        <FilterSelect
          name="invoice_type_id"
          label="invoices.fields.invoice_type_id"
          options={enumOptions('invoiceTypes', INVOICE_TYPE_IDS)}
        />
      )}
      {types && (
        <FilterSelect
          name="payment_type_id"
          label="invoices.fields.payment_type_id"
          options={enumOptions('paymentTypes', PAYMENT_TYPE_IDS)}
        />
      )}
      {types && (
        <FilterSelect
          name="is_invoiced"
          label="invoices.fields.is_invoiced"
          options={[
            { value: '1', label: t('common.yes') },
            { value: '0', label: t('common.no') },
          ]}
        />
      )}
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
