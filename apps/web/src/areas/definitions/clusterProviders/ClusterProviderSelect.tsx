import { CLUSTER_PROVIDER_TYPES, clusterProviderSchema } from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../api/queryKeys';
import { useCluster } from '../../../session/ClusterProvider';
import { usePermissions } from '../../../session/usePermissions';
import { type QuickAdd, QuickAddSelect } from '../../../ui/QuickAddSelect';
import type { ControlProps } from '../../../ui/ResourceForm';
import { zodRule } from '../../../ui/zodRule';
import { clusterProvidersApi } from '../api';

type NewProvider = { provider_type_id: number; name: string; title: string };

/** Spec §3: a supplier (5) is what an invoice usually comes from, so a new provider of any type starts as one. */
const SUPPLIER = 5;

/**
 * The complex's providers (`cluster-providers`, by name) as select options: all of them (spec §9: 1000),
 * or one type (lawyers: type 1, 150). Keyed under the providers, so any provider edit refreshes it.
 */
export function useClusterProviderOptions(providerType?: number) {
  const { clusterId } = useCluster();
  return useQuery({
    ...clusterProvidersApi.picker(clusterId, providerType),
    select: (response) => response.data.map((p) => ({ value: p.id, label: p.name })),
  });
}

type Props = ControlProps & {
  /** One provider type (lawyers); without it the picker lists every provider and the add panel asks for the type. */
  providerType?: number;
  /** The select's accessible name. */
  label: string;
  /** The add button's name and the side panel's title. */
  addLabel: string;
  /** The label of the new provider's name ('Ad', 'Avukat Adı'). */
  nameLabel: string;
  allowClear?: boolean;
  testId?: string;
};

/**
 * A provider picker. Holders of `edit-cluster-provider` get a button beside it that adds a provider
 * (type, name, title) in a side panel, then picks the new one (spec §6).
 */
export function ClusterProviderSelect({
  id,
  value,
  onChange,
  disabled,
  providerType,
  label,
  addLabel,
  nameLabel,
  allowClear,
  testId,
}: Props) {
  const { t } = useTranslation();
  const { clusterId } = useCluster();
  const permissions = usePermissions();
  const providers = useClusterProviderOptions(providerType);
  // A provider belongs to a complex: without one picked there is nothing to add it to.
  const add: QuickAdd<NewProvider> | undefined =
    clusterId === null
      ? undefined
      : {
          label: addLabel,
          formName: 'new-provider',
          initialValues: { provider_type_id: SUPPLIER },
          refresh: queryKeys.all('cluster-providers'),
          save: (values) =>
            clusterProvidersApi.create({
              ...values,
              provider_type_id: providerType ?? values.provider_type_id,
              cluster_id: clusterId,
              is_active: true,
            }),
          fields: (
            <>
              {providerType === undefined && (
                <Form.Item
                  name="provider_type_id"
                  label={t('clusterProviders.fields.provider_type_id')}
                  required
                  rules={[zodRule(clusterProviderSchema.shape.provider_type_id)]}
                >
                  <Select
                    options={CLUSTER_PROVIDER_TYPES.map((type) => ({
                      value: type,
                      label: t(`clusterProviders.types.${type}`),
                    }))}
                  />
                </Form.Item>
              )}
              <Form.Item name="name" label={nameLabel} required rules={[zodRule(clusterProviderSchema.shape.name)]}>
                <Input />
              </Form.Item>
              <Form.Item
                name="title"
                label={t('clusterProviders.fields.title')}
                required
                rules={[zodRule(clusterProviderSchema.shape.title)]}
              >
                <Input />
              </Form.Item>
            </>
          ),
        };
  return (
    <QuickAddSelect<NewProvider>
      id={id}
      value={value}
      onChange={onChange}
      disabled={disabled}
      allowClear={allowClear}
      label={label}
      options={providers.data}
      loading={providers.isLoading}
      testId={testId}
      add={permissions.has('edit-cluster-provider') ? add : undefined}
    />
  );
}
