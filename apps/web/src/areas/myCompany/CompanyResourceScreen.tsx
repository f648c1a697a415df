import { useMemo } from 'react';
import { isCompanyAdmin } from '../../session/isCompanyAdmin';
import { useSession } from '../../session/SessionProvider';
import { activeDefaults } from '../../ui/activeFlag';
import { type ResourceConfig, ResourceScreen } from '../../ui/ResourceScreen';
import { useSelectedCompany } from './useSelectedCompany';

/**
 * A list of the management company's own records (not per complex) as a `ResourceScreen`. A company's own
 * workers see them and its administrators change them, as the server checks; a super administrator writes
 * them for the selected company (or the selected complex's company). A new record is active.
 */
export function CompanyResourceScreen(config: Omit<ResourceConfig, 'clusterParam' | 'canWrite' | 'defaults'>) {
  const { user } = useSession();
  const ownerCompany = useSelectedCompany();
  const defaults = useMemo(
    () => ({ ...activeDefaults, ...(ownerCompany === null ? {} : { company_id: ownerCompany }) }),
    [ownerCompany],
  );
  return <ResourceScreen {...config} clusterParam={false} canWrite={isCompanyAdmin(user)} defaults={defaults} />;
}
