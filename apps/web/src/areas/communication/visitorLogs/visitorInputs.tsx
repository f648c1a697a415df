import { DATE_MAX } from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../../locales/keys';
import { useCluster } from '../../../session/ClusterProvider';
import type { ControlProps } from '../../../ui/ResourceForm';
import { houseOptions, housesPicker } from '../../definitions/public';

/** The complex's houses by their label ("A Blok 12"), searchable by it. */
export function HouseSelect({ id, value, onChange, disabled, label }: ControlProps & { label: MessageKey }) {
  const { t } = useTranslation();
  const { clusterId } = useCluster();
  const houses = useQuery({ ...housesPicker(clusterId), select: houseOptions });
  return (
    <Select
      id={id}
      allowClear
      disabled={disabled}
      loading={houses.isLoading}
      showSearch={{ optionFilterProp: 'label' }}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      options={houses.data}
      placeholder={t(label)}
      aria-label={t(label)}
      style={{ minWidth: 160 }}
    />
  );
}

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
