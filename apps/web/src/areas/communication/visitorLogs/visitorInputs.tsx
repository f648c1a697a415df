import { DATE_MAX } from '@site/shared';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../../locales/keys';
import type { ControlProps } from '../../../ui/ResourceForm';

/** A moment (in, out) picked as dd.MM.yyyy HH:mm in 24 hours, sent as an ISO instant. */
export function MomentInput({ id, value, onChange, disabled, label }: ControlProps & { label: MessageKey }) {
  const { t } = useTranslation();
  return (
    <DatePicker
      id={id}
      showTime={{ format: 'HH:mm' }}
      format="DD.MM.YYYY HH:mm"
      style={{ width: '100%' }}
      disabled={disabled}
      maxDate={dayjs(DATE_MAX)}
      value={typeof value === 'string' && value ? dayjs(value) : null}
      onChange={(d) => onChange?.(d ? d.toISOString() : null)}
      aria-label={t(label)}
    />
  );
}
