import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { KeyIn } from '../../../locales/keys';
import { FilterBar } from '../../../ui/FilterBar';
import { FilterSelect } from '../../../ui/FilterSelect';
import { MONTH_PICKER_FORMAT } from '../../../ui/format';
import { ListDateRange } from '../../../ui/ListDateRange';
import { useListParams } from '../../../ui/useListParams';
import { useBlockOptions, useHouseOptions, useIncomeTypeOptions, useResidentOptions } from './pickers';

export const DEBT_KINDS = ['assessment', 'transfer_due', 'late_fee'] as const;
type Filter = KeyIn<'assessments.debts.filters'>;
const label = (key: Filter) => `assessments.debts.filters.${key}` as const;
type Choice = { value: string | number; label: string };

/** One filter of the lines, searched the Turkish way. */
function DebtFilter({ name, options, width }: { name: Filter; options: Choice[]; width?: number }) {
  return <FilterSelect name={name} label={label(name)} options={options} width={width} search="turkish" />;
}

/** Filters of every assessment line (block, house, debtor, income type, kind, month, due dates); kept in the URL. */
export function DebtFilters() {
  const { t } = useTranslation();
  const { params, update } = useListParams();
  const blocks = useBlockOptions();
  const houses = useHouseOptions();
  const residents = useResidentOptions();
  const incomeTypes = useIncomeTypeOptions();
  const period = params.filters.period;
  return (
    <FilterBar testId="debt-filters">
      <DebtFilter name="block_id" options={blocks} width={160} />
      <DebtFilter name="house_id" options={houses.options} width={160} />
      <DebtFilter name="resident_id" options={residents} width={220} />
      <DebtFilter name="income_type_id" options={incomeTypes} />
      <DebtFilter
        name="kind"
        options={DEBT_KINDS.map((kind) => ({ value: kind, label: t(`assessments.debts.kinds.${kind}`) }))}
        width={160}
      />
      <DatePicker
        picker="month"
        format={MONTH_PICKER_FORMAT}
        placeholder={t(label('period'))}
        aria-label={t(label('period'))}
        value={period ? dayjs(`${period}-01`) : null}
        onChange={(d) => update({ period: d ? d.format('YYYY-MM') : null })}
      />
      <ListDateRange label={t(label('dateRange'))} placeholder={[t(label('dateFrom')), t(label('dateTo'))]} />
    </FilterBar>
  );
}
