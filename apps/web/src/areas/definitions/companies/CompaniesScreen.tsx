import { companySchema } from '@site/shared';
import { isCompanyAdmin } from '../../../session/isCompanyAdmin';
import { useSession } from '../../../session/SessionProvider';
import { unsortedActiveColumn } from '../../../ui/activeFlag';
import { ResourceScreen } from '../../../ui/ResourceScreen';
import { companiesApi } from '../api';
import { CompanyLogos } from './CompanyLogos';
import { CompanySmsBalance } from './CompanySmsBalance';
import { companyDefaults, companyFields } from './companyFields';

/** /definitions/companies: management companies and suppliers (super administrators manage all; others see their own). */
export default function CompaniesScreen() {
  const { user } = useSession();
  return (
    <ResourceScreen
      resource="companies"
      listPath={companiesApi.listPath}
      clusterParam={false}
      canWrite={isCompanyAdmin(user)}
      basePath="/definitions/companies"
      title="menu.definitions.companies"
      schema={companySchema}
      details={(id, canWrite) => (
        <>
          <CompanySmsBalance companyId={id} />
          <CompanyLogos companyId={id} canWrite={canWrite} />
        </>
      )}
      defaults={companyDefaults}
      columns={[
        { key: 'name', title: 'companies.fields.name', sortKey: 'name', filter: 'text' },
        { key: 'short_name', title: 'companies.fields.short_name', sortKey: 'short_name' },
        {
          key: 'company_type_id',
          title: 'companies.fields.company_type_id',
          sortKey: 'company_type_id',
          enumPrefix: 'companies.types',
        },
        { key: 'tax_number', title: 'companies.fields.tax_number' },
        { key: 'phone', title: 'companies.fields.phone' },
        unsortedActiveColumn,
      ]}
      fields={companyFields(Boolean(user?.is_superadmin))}
    />
  );
}
