import { CLUSTER_PROVIDER_TYPES, type ClusterProvider, clusterProviderSchema } from '@site/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../api/queryKeys';
import { useCluster } from '../../../session/ClusterProvider';
import { usePermissions } from '../../../session/usePermissions';
import { type QuickAdd, QuickAddSelect } from '../../../ui/QuickAddSelect';
import type { ControlProps } from '../../../ui/ResourceForm';
import { zodRule } from '../../../ui/zodRule';
import { companyProvidersApi } from '../../myCompany/public';
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
  /**
   * Also offers the active providers of the complex's company (My company), in a group of their own, to holders
   * of `edit-cluster-provider`: choosing one gives the complex its own copy of it (made once, found afterwards)
   * and picks that, so the record still names a provider of the complex.
   */
  withCompanyProviders?: boolean;
};

/** The value of a company provider's option, told apart from the complex's provider ids. */
const COMPANY_OPTION = 'company-';

/**
 * The complex's providers as options; with the company's providers (`companyProviders`), two groups: the
 * complex's own, then the company's it has not copied yet (a copied one is listed among its own).
 */
function groupedOptions(
  own: ClusterProvider[] | undefined,
  companyProviders: { id: number; name: string }[] | undefined,
  groupLabel: (group: 'own' | 'company') => string,
) {
  if (!own) return undefined;
  const ownOptions = own.map((p) => ({ value: p.id, label: p.name }));
  const copied = new Set(own.map((p) => p.company_provider_id));
  const fromCompany = (companyProviders ?? [])
    .filter((p) => !copied.has(p.id))
    .map((p) => ({ value: `${COMPANY_OPTION}${p.id}`, label: p.name }));
  if (!fromCompany.length) return ownOptions;
  return [
    { label: groupLabel('own'), options: ownOptions },
    { label: groupLabel('company'), options: fromCompany },
  ];
}

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
  withCompanyProviders = false,
}: Props) {
  const { t } = useTranslation();
  const { clusterId, cluster } = useCluster();
  const permissions = usePermissions();
  const queryClient = useQueryClient();
  const canAdd = permissions.has('edit-cluster-provider');
  const providers = useQuery(clusterProvidersApi.picker(clusterId, providerType));
  const offerCompany = withCompanyProviders && canAdd && clusterId !== null;
  const companyProviders = useQuery({
    ...companyProvidersApi.picker(cluster?.company_id ?? null),
    enabled: offerCompany && cluster !== null,
  });
  const copy = useMutation({
    mutationFn: (companyProviderId: number) => clusterProvidersApi.fromCompany(clusterId as number, companyProviderId),
    // The copy is listed among the complex's providers before it is picked, so the select names it at once.
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.all('cluster-providers') });
      onChange?.(answer.data.id);
    },
  });
  const pick = (chosen: unknown) => {
    if (typeof chosen === 'string' && chosen.startsWith(COMPANY_OPTION)) {
      // A refusal was already shown by the API client; the choice stays as it was.
      copy.mutate(Number(chosen.slice(COMPANY_OPTION.length)));
      return;
    }
    onChange?.(chosen);
  };
  const options = groupedOptions(
    providers.data?.data,
    offerCompany ? companyProviders.data?.data : undefined,
    (group) => t(`clusterProviders.groups.${group}`),
  );
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
      onChange={pick}
      disabled={disabled || copy.isPending}
      allowClear={allowClear}
      label={label}
      options={options}
      loading={providers.isLoading || copy.isPending}
      testId={testId}
      add={canAdd ? add : undefined}
    />
  );
}
