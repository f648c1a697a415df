import { companySchema } from '@site/shared';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { refreshResource } from '../../../api/queryKeys';
import { useSession } from '../../../session/SessionProvider';
import { ResourceForm } from '../../../ui/ResourceForm';
import { CompanyLogos } from './CompanyLogos';
import { CompanySmsBalance } from './CompanySmsBalance';
import { companyFields } from './companyFields';

/**
 * One company's record on a page of its own (My company › Şirket Bilgileri): the companies screen's form,
 * read-only or editable, with the SMS credit left (and `smsAction` beside it) and the logos.
 */
export function CompanyForm({
  companyId,
  readOnly,
  smsAction,
}: {
  companyId: number;
  readOnly: boolean;
  smsAction?: ReactNode;
}) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return (
    <>
      <ResourceForm
        resource="companies"
        fields={companyFields(Boolean(user?.is_superadmin))}
        schema={companySchema}
        mode={readOnly ? 'show' : 'edit'}
        id={companyId}
        defaults={{}}
        closable={false}
        // The company picker and the companies list show the saved name too.
        onSaved={() => void refreshResource(queryClient, 'companies', { clusterId: null })}
      />
      <CompanySmsBalance companyId={companyId} action={smsAction} />
      <CompanyLogos companyId={companyId} canWrite={!readOnly} />
    </>
  );
}
