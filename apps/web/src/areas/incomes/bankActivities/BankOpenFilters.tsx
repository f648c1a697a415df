import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../ui/FilterSelect';
import { ListDateRange } from '../../../ui/ListDateRange';
import { useBankAccountOptions } from './ImportPanel';

/** The open lines' filters (bank account, dates, least confidence, with or without a suggestion), in the URL. */
export function BankOpenFilters() {
  const { t } = useTranslation();
  const bankAccounts = useBankAccountOptions();
  return (
    <>
      <FilterSelect
        name="bank_account_id"
        label="bankActivities.fields.bank_account"
        options={bankAccounts}
        search={false}
      />
      <ListDateRange label={t('bankActivities.filters.dates')} />
      <FilterSelect
        name="min_confidence"
        label="bankActivities.filters.minConfidence"
        options={[90, 75, 50].map((v) => ({ value: v, label: `%${v}+` }))}
        width={180}
        search={false}
      />
      <FilterSelect
        name="has_suggestion"
        label="bankActivities.filters.hasSuggestion"
        options={[
          { value: '1', label: t('bankActivities.filters.withSuggestion') },
          { value: '0', label: t('bankActivities.filters.withoutSuggestion') },
        ]}
        width={180}
        search={false}
      />
    </>
  );
}
