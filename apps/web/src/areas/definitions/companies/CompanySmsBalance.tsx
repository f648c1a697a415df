import { useQuery } from '@tanstack/react-query';
import { Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '../../../ui/format';
import { companiesApi } from '../api';

/**
 * What is left of the company's SMS credit, as last read from its SMS provider; nobody types it in. `action`
 * goes beside it (My company's refresh button).
 */
export function CompanySmsBalance({ companyId, action }: { companyId: number; action?: ReactNode }) {
  const { t } = useTranslation();
  const company = useQuery(companiesApi.record(companyId)).data?.data;
  if (!company) return null;
  return (
    <Descriptions size="small" column={2} style={{ marginTop: 24 }} data-testid="company-sms-balance">
      <Descriptions.Item label={t('companies.sms.balance')}>
        {company.sms_balance === null ? t('companies.sms.unknown') : formatNumber(company.sms_balance)}
        {action && <span style={{ marginInlineStart: 12 }}>{action}</span>}
      </Descriptions.Item>
      <Descriptions.Item label={t('companies.sms.checkedAt')}>
        {company.sms_checked_at === null ? t('companies.sms.unknown') : formatDateTime(company.sms_checked_at)}
      </Descriptions.Item>
    </Descriptions>
  );
}
