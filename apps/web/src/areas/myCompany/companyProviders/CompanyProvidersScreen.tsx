import { companyProviderSchema } from '@site/shared';
import type { KeyIn } from '../../../locales/keys';
import { activeColumn, activeField } from '../../../ui/activeFlag';
import { companyProvidersApi } from '../api';
import { CompanyResourceScreen } from '../CompanyResourceScreen';
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
  return (
    <CompanyResourceScreen
      resource="company-providers"
      listPath={companyProvidersApi.listPath}
      basePath="/my-company/providers"
      showSuffix="/show"
      title="menu.myCompany.providers"
      schema={companyProviderSchema}
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
