import { companyProviderSchema } from '@site/shared';
import { useMemo } from 'react';
import type { KeyIn } from '../../../locales/keys';
import { useCluster } from '../../../session/ClusterProvider';
import { useSession } from '../../../session/SessionProvider';
import { activeColumn, activeDefaults, activeField } from '../../../ui/activeFlag';
import { ResourceScreen } from '../../../ui/ResourceScreen';
import { companyProvidersApi } from '../api';
import { ProvidesFilter } from './ProvidesFilter';
import { ProvidesSelect } from './ProvidesSelect';

const field = (name: KeyIn<'myCompany.companyProviders.fields'>) =>
  `myCompany.companyProviders.fields.${name}` as const;

/**
 * /my-company/providers: the suppliers the management company uses in all its complexes (Şirket Tedarikçileri).
 * A company's own workers see them and its administrators change them; a super administrator writes them for
 * the selected company (or the selected complex's company). A complex picks one in its provider picker.
 */
export default function CompanyProvidersScreen() {
  const { user } = useSession();
  const { companyId, cluster } = useCluster();
  // Company records are written by the company's administrators (and super administrators), as the server checks.
  const canWrite = Boolean(user?.is_superadmin || user?.roles.some((role) => role.name === 'company-admin'));
  const ownerCompany = user?.is_superadmin ? (companyId ?? cluster?.company_id ?? null) : null;
  const defaults = useMemo(
    () => ({ ...activeDefaults, ...(ownerCompany === null ? {} : { company_id: ownerCompany }) }),
    [ownerCompany],
  );
  return (
    <ResourceScreen
      resource="company-providers"
      listPath={companyProvidersApi.listPath}
      clusterParam={false}
      canWrite={canWrite}
      basePath="/my-company/providers"
      showSuffix="/show"
      title="menu.myCompany.providers"
      schema={companyProviderSchema}
      defaults={defaults}
      filters={<ProvidesFilter />}
      columns={[
        { key: 'name', title: field('name'), sortKey: 'name', filter: 'text' },
        { key: 'title', title: field('title'), sortKey: 'title' },
        { key: 'provides_name', title: field('provides_id'), sortKey: 'provides_name' },
        { key: 'phone', title: field('phone') },
        { key: 'email', title: field('email') },
        { key: 'tax_number', title: field('tax_number') },
        activeColumn,
      ]}
      fields={[
        { name: 'name', label: field('name'), kind: 'text', required: true },
        { name: 'title', label: field('title'), kind: 'text', required: true },
        {
          name: 'provides_id',
          label: field('provides_id'),
          kind: 'custom',
          render: (props) => <ProvidesSelect {...props} />,
        },
        { name: 'tax_office', label: field('tax_office'), kind: 'text' },
        {
          name: 'tax_number',
          label: field('tax_number'),
          kind: 'text',
          help: 'myCompany.companyProviders.taxNumberHelp',
        },
        { name: 'phone', label: field('phone'), kind: 'phone' },
        { name: 'email', label: field('email'), kind: 'email' },
        { name: 'iban', label: field('iban'), kind: 'iban' },
        { name: 'address', label: field('address'), kind: 'textarea', span: 24 },
        { name: 'description', label: field('description'), kind: 'textarea', span: 24 },
        activeField,
      ]}
    />
  );
}
