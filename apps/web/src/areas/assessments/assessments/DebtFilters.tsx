import { DatePicker, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { KeyIn } from '../../../locales/keys';
import { MONTH_PICKER_FORMAT } from '../../../ui/format';
import { DateRangeInput } from '../../../ui/inputs';
import { useListParams } from '../../../ui/useListParams';
import {
  filterByLabel,
  type Option,
  useBlockOptions,
  useHouseOptions,
  useIncomeTypeOptions,
  useResidentOptions,
} from './pickers';

export const DEBT_KINDS = ['assessment', 'transfer_due', 'late_fee'] as const;
const label = (key: KeyIn<'assessments.debts.filters'>) => `assessments.debts.filters.${key}` as const;

/** Filters of every assessment line (block, house, debtor, income type, kind, month, due dates); kept in the URL. */
export function DebtFilters() {
  const { t } = useTranslation();
  const { params, update } = useListParams();
  const blocks = useBlockOptions();
  const houses = useHouseOptions();
  const residents = useResidentOptions();
  const incomeTypes = useIncomeTypeOptions();
  const pick = (
    key: KeyIn<'assessments.debts.filters'>,
    options: Option[] | { value: string; label: string }[],
    width = 200,
  ) => (
    <Select
      style={{ width }}
      allowClear
      showSearch={{ filterOption: filterByLabel }}
      placeholder={t(label(key))}
      aria-label={t(label(key))}
      value={params.filters[key] === undefined ? undefined : Number(params.filters[key]) || params.filters[key]}
      options={options.map((o) => ({ value: o.value, label: o.label }))}
      onChange={(value) => update({ [key]: value ?? null })}
    />
  );
  const from = params.filters.date_from;
  const to = params.filters.date_to;
  const period = params.filters.period;
  return (
    <Space wrap style={{ marginBottom: 16 }} data-testid="debt-filters">
      {pick('block_id', blocks, 160)}
      {pick('house_id', houses.options, 160)}
      {pick('resident_id', residents, 220)}
      {pick('income_type_id', incomeTypes)}
      {pick(
        'kind',
        DEBT_KINDS.map((kind) => ({ value: kind, label: t(`assessments.debts.kinds.${kind}`) })),
        160,
      )}
      <DatePicker
        picker="month"
        format={MONTH_PICKER_FORMAT}
        placeholder={t(label('period'))}
        aria-label={t(label('period'))}
        value={period ? dayjs(`${period}-01`) : null}
        onChange={(d) => update({ period: d ? d.format('YYYY-MM') : null })}
      />
      <DateRangeInput
        aria-label={t(label('dateRange'))}
        placeholder={[t(label('dateFrom')), t(label('dateTo'))]}
        from={from}
        to={to}
        onChange={(date_from, date_to) => update({ date_from, date_to })}
      />
    </Space>
  );
}
