import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type GroupIn, keyUnder } from '../../../locales/keys';
import { FilterBar } from '../../../ui/FilterBar';
import { FilterSelect } from '../../../ui/FilterSelect';
import { flagOptions } from '../../../ui/FlagTag';
import { ListDateRange } from '../../../ui/ListDateRange';
import { useClusterProviderOptions } from '../../definitions/public';
import { INVOICE_TYPE_IDS, PAYMENT_TYPE_IDS } from './invoiceModel';

/**
 * The filters of an expenses list that its columns do not carry: provider, invoice and payment type and the
 * date range (`date_from`, `date_to`); like every list state they live in the URL. `types` is false for lists
 * without the invoice and payment type filters.
 */
export function InvoiceFilters({ types = true, children }: { types?: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  const providers = useClusterProviderOptions();
  const enumOptions = (prefix: GroupIn<'invoices'>, ids: readonly number[]) =>
    ids.map((id) => ({ value: id, label: t(keyUnder(`invoices.${prefix}`, id)) }));
  return (
    <FilterBar testId="invoice-filters">
      <FilterSelect name="provider_id" label="invoices.fields.provider_id" options={providers.data} />
      {types && (
        <>
          <FilterSelect
            name="invoice_type_id"
            label="invoices.fields.invoice_type_id"
            options={enumOptions('invoiceTypes', INVOICE_TYPE_IDS)}
          />
          <FilterSelect
            name="payment_type_id"
            label="invoices.fields.payment_type_id"
            options={enumOptions('paymentTypes', PAYMENT_TYPE_IDS)}
          />
          <FilterSelect name="is_invoiced" label="invoices.fields.is_invoiced" options={flagOptions(t)} />
        </>
      )}
      <ListDateRange label={t('invoices.dateRange')} placeholder={[t('invoices.dateFrom'), t('invoices.dateTo')]} />
      {children}
    </FilterBar>
  );
}
