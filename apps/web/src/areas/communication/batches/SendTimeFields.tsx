import { DATE_MAX } from '@site/shared';
import { DatePicker, Form, Radio } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { keyUnder } from '../../../locales/keys';
import type { ControlProps } from '../../../ui/ResourceForm';
import { type SendMode, sendTimeProblem } from './batchModel';

/** A moment picked as dd.MM.yyyy HH:mm in 24 hours, not before today, sent as an ISO instant. */
function MomentPicker({ id, value, onChange, disabled }: Partial<ControlProps>) {
  const { t } = useTranslation();
  return (
    <DatePicker
      id={id}
      showTime={{ format: 'HH:mm' }}
      format="DD.MM.YYYY HH:mm"
      style={{ width: 240 }}
      disabled={disabled}
      minDate={dayjs().startOf('day')}
      maxDate={dayjs(DATE_MAX)}
      value={typeof value === 'string' && value ? dayjs(value) : null}
      onChange={(d) => onChange?.(d ? d.toISOString() : null)}
      aria-label={t('communication.batches.sendTime.at')}
      data-testid="batch-scheduled-at"
    />
  );
}

/** 'Gönderim zamanı': now, or a moment still to come. */
export function SendTimeFields() {
  const { t } = useTranslation();
  const mode = Form.useWatch('send_mode', Form.useFormInstance()) as SendMode | undefined;
  return (
    <>
      <Form.Item name="send_mode" label={t('communication.batches.sendTime.label')}>
        <Radio.Group
          options={(['now', 'later'] as const).map((m) => ({
            value: m,
            label: t(keyUnder('communication.batches.sendTime', m)),
          }))}
        />
      </Form.Item>
      {mode === 'later' && (
        <Form.Item
          name="scheduled_at"
          label={t('communication.batches.sendTime.at')}
          required
          rules={[
            {
              validator: (_rule, value: string | null) => {
                const problem = sendTimeProblem('later', value, Date.now());
                return problem
                  ? Promise.reject(new Error(t(keyUnder('communication.batches.sendTime', problem))))
                  : Promise.resolve();
              },
            },
          ]}
        >
          <MomentPicker />
        </Form.Item>
      )}
    </>
  );
}
