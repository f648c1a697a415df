import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { ControlProps } from '../../ui/ResourceForm';

/** 'YYYY-MM' → 'MM.YYYY', the way a charged month is shown. */
export const formatPeriod = (value: unknown): string =>
  typeof value === 'string' && /^\d{4}-\d{2}$/.test(value) ? `${value.slice(5)}.${value.slice(0, 4)}` : '';

/** A month ('YYYY-MM') picked as MM.YYYY, not after 2099-12 (spec §5 date maximum). */
export function MonthInput({ id, value, onChange, disabled }: ControlProps) {
  return (
    <DatePicker
      id={id}
      picker="month"
      format="MM.YYYY"
      style={{ width: '100%' }}
      disabled={disabled}
      maxDate={dayjs('2099-12-01')}
      value={typeof value === 'string' && value ? dayjs(`${value}-01`) : null}
      onChange={(d) => onChange?.(d ? d.format('YYYY-MM') : null)}
    />
  );
}
