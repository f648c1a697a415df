import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { MONTH_PICKER_FORMAT } from '../../../ui/format';
import type { ControlProps } from '../../../ui/ResourceForm';

/** A month ('YYYY-MM') shown as 'Haziran 2026' (typed as 06.2026 too), not after 2099-12 (spec §5 date maximum). */
export function MonthInput({ id, value, onChange, disabled }: ControlProps) {
  return (
    <DatePicker
      id={id}
      picker="month"
      format={MONTH_PICKER_FORMAT}
      style={{ width: '100%' }}
      disabled={disabled}
      maxDate={dayjs('2099-12-01')}
      value={typeof value === 'string' && value ? dayjs(`${value}-01`) : null}
      onChange={(d) => onChange?.(d ? d.format('YYYY-MM') : null)}
    />
  );
}
