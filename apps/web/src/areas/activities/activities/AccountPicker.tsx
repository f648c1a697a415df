import type { ActivityAccountKind } from '@site/shared';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { filterByLabel } from '../../../ui/filterByLabel';
import { DateRangeInput } from '../../../ui/inputs';
import { useAccountOptions } from './useAccountOptions';

/** The account whose journal is shown: a searchable list of the complex's accounts of one kind. */
export function AccountPicker({
  kind,
  value,
  onChange,
}: {
  kind: ActivityAccountKind;
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const { t } = useTranslation();
  const accounts = useAccountOptions(kind);
  return (
    <Select<number>
      style={{ width: 320 }}
      allowClear
      aria-label={t(`activities.pick.${kind}`)}
      placeholder={t(`activities.pick.${kind}`)}
      loading={accounts.isLoading}
      options={accounts.data ?? []}
      // Until the options arrive the id alone would show; nothing is better than a bare number.
      value={accounts.data ? (value ?? undefined) : undefined}
      onChange={(id) => onChange(id ?? null)}
      showSearch={{ filterOption: filterByLabel }}
    />
  );
}

/** A period as 'YYYY-MM-DD' ends, picked and shown as dd.MM.yyyy; either end may stay open unless `required`. */
export function PeriodPicker({
  from,
  to,
  onChange,
  required = false,
}: {
  from: string | null;
  to: string | null;
  onChange: (from: string | null, to: string | null) => void;
  required?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <DateRangeInput
      required={required}
      aria-label={t('activities.period')}
      placeholder={[t('activities.startDate'), t('activities.endDate')]}
      from={from}
      to={to}
      onChange={onChange}
    />
  );
}
