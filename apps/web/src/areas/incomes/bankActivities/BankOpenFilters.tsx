import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateRangeInput } from '../../../ui/inputs';
import { useListParams } from '../../../ui/useListParams';
import { useBankAccountOptions } from './ImportPanel';

/** The open lines' filters (bank account, dates, least confidence, with or without a suggestion), in the URL. */
export function BankOpenFilters() {
  const { t } = useTranslation();
  const { params, update } = useListParams();
  const bankAccounts = useBankAccountOptions();
  const f = params.filters;
  return (
    <>
      <Select<number>
        allowClear
        style={{ width: 200 }}
        aria-label={t('bankActivities.fields.bank_account')}
        placeholder={t('bankActivities.fields.bank_account')}
        options={bankAccounts}
        value={f.bank_account_id ? Number(f.bank_account_id) : undefined}
        onChange={(id) => update({ bank_account_id: id ?? null })}
      />
      <DateRangeInput
        aria-label={t('bankActivities.filters.dates')}
        from={f.date_from}
        to={f.date_to}
        onChange={(date_from, date_to) => update({ date_from, date_to })}
      />
      <Select<number>
        allowClear
        style={{ width: 180 }}
        aria-label={t('bankActivities.filters.minConfidence')}
        placeholder={t('bankActivities.filters.minConfidence')}
        value={f.min_confidence ? Number(f.min_confidence) : undefined}
        onChange={(v) => update({ min_confidence: v ?? null })}
        options={[90, 75, 50].map((v) => ({ value: v, label: `%${v}+` }))}
      />
      <Select<string>
        allowClear
        style={{ width: 180 }}
        aria-label={t('bankActivities.filters.hasSuggestion')}
        placeholder={t('bankActivities.filters.hasSuggestion')}
        value={f.has_suggestion}
        onChange={(v) => update({ has_suggestion: v ?? null })}
        options={[
          { value: '1', label: t('bankActivities.filters.withSuggestion') },
          { value: '0', label: t('bankActivities.filters.withoutSuggestion') },
        ]}
      />
    </>
  );
}
