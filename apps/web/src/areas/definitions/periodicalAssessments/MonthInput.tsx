import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { ControlProps } from '../../../ui/ResourceForm';

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
