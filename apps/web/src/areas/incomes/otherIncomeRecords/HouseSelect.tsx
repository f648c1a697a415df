import { houseLabel } from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../../locales/keys';
import { useCluster } from '../../../session/ClusterProvider';
import { FieldSelect } from '../../../ui/FieldSelect';
import type { ControlProps } from '../../../ui/ResourceForm';
import { housesPicker } from '../../definitions/public';

/** The complex's houses by block and door number, searchable by that label. */
export function HouseSelect({ label, ...props }: ControlProps & { label: MessageKey }) {
  const { t } = useTranslation();
  const { clusterId } = useCluster();
  const houses = useQuery(housesPicker(clusterId));
  return (
    <FieldSelect
      {...props}
      loading={houses.isLoading}
      options={(houses.data?.data ?? []).map((h) => ({ value: h.id, label: houseLabel(h.block_name, h.door_number) }))}
      label={t(label)}
    />
  );
}
