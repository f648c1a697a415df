import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../locales/keys';
import { useCluster } from '../../session/ClusterProvider';
import { FieldSelect } from '../../ui/FieldSelect';
import type { ControlProps } from '../../ui/ResourceForm';
import { houseOptions, housesPicker } from '../definitions/public';

/**
 * The complex's houses by their label ("A Blok 12"), searchable by it. `named` also writes the label inside
 * the box, for the visitor desk's one-line entry, which has no labels.
 */
export function HouseSelect({ label, named = false, ...props }: ControlProps & { label: MessageKey; named?: boolean }) {
  const { t } = useTranslation();
  const { clusterId } = useCluster();
  const houses = useQuery({ ...housesPicker(clusterId), select: houseOptions });
  return (
    <FieldSelect
      {...props}
      loading={houses.isLoading}
      options={houses.data}
      label={t(label)}
      placeholder={named ? t(label) : undefined}
      style={named ? { minWidth: 160 } : undefined}
    />
  );
}
