import { Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isCompanyAdmin } from '../../../session/isCompanyAdmin';
import { useSession } from '../../../session/SessionProvider';
import { CompanyForm } from '../../definitions/public';
import { useSelectedCompany } from '../useSelectedCompany';
import { SmsCreditRefresh } from './SmsCreditRefresh';

/**
 * /my-company/info (Şirket Bilgileri): the signed-in worker's own management company, read-only to its workers
 * and editable by its administrators (a super administrator: the selected company, or the selected complex's).
 */
export default function CompanyInfoScreen() {
  const { t } = useTranslation();
  const { user } = useSession();
  const selected = useSelectedCompany();
  const company = user?.is_superadmin ? selected : (user?.company_id ?? null);
  return (
    <div data-testid="company-info">
      <Typography.Title level={3}>{t('menu.myCompany.info')}</Typography.Title>
      {company === null ? (
        <Empty description={t('myCompany.companyInfo.noCompany')} />
      ) : (
        // A new company (the picker changed) starts a new form.
        <CompanyForm
          key={company}
          companyId={company}
          readOnly={!isCompanyAdmin(user)}
          smsAction={<SmsCreditRefresh companyId={company} />}
        />
      )}
    </div>
  );
}
