import { houseLabel } from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../../locales/keys';
import { useCluster } from '../../../session/ClusterProvider';
import type { ControlProps } from '../../../ui/ResourceForm';
import { housesPicker } from '../../definitions/public';

/** The complex's houses by block and door number, searchable by that label. */
export function HouseSelect({ id, value, onChange, disabled, label }: ControlProps & { label: MessageKey }) {
  const { t } = useTranslation();
  const { clusterId } = useCluster();
  const houses = useQuery(housesPicker(clusterId));
  return (
    <Select
      id={id}
      allowClear
      disabled={disabled}
      loading={houses.isLoading}
      showSearch={{ optionFilterProp: 'label' }}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      options={(houses.data?.data ?? []).map((h) => ({ value: h.id, label: houseLabel(h.block_name, h.door_number) }))}
      aria-label={t(label)}
    />
  );
}
