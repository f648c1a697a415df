import { houseLabel, type ListResponse } from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import type { MessageKey } from '../../../locales/keys';
import { useCluster } from '../../../session/ClusterProvider';
import type { ControlProps } from '../../../ui/ResourceForm';

type House = { id: number; block_name: string | null; door_number: string };

/** Spec §9: house pickers load 1000. */
const HOUSES_PER_PAGE = 1000;

/** A house as people name it: "A Blok 12". */

/** The complex's houses by block and door number, searchable by that label. */
export function HouseSelect({ id, value, onChange, disabled, label }: ControlProps & { label: MessageKey }) {
  const { t } = useTranslation();
  const { clusterId } = useCluster();
  const houses = useQuery({
    queryKey: ['cluster', clusterId, 'houses', 'picker'],
    queryFn: () =>
      api.get<ListResponse<House>>(`/clusters/${clusterId}/houses`, {
        per_page: HOUSES_PER_PAGE,
        order_by: 'block_name',
      }),
    enabled: clusterId !== null,
  });
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
