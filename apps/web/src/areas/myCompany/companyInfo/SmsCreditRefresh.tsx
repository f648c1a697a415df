import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../api/queryKeys';
import { useCluster } from '../../../session/ClusterProvider';
import { usePermissions } from '../../../session/usePermissions';
import { toast } from '../../../ui/feedback';
import { formatDateTime, formatNumber } from '../../../ui/format';
import { smsCreditApi } from './api';

/**
 * 'Bakiyeyi Güncelle' beside the company's SMS credit: reads it now from the selected complex's SMS provider
 * (the credit is the company's, the provider account the complex's). Shown to those who may send
 * notifications there, and only while the selected complex is the shown company's.
 */
export function SmsCreditRefresh({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const { cluster } = useCluster();
  const permissions = usePermissions();
  const queryClient = useQueryClient();
  const refresh = useMutation({
    mutationFn: (clusterId: number) => smsCreditApi.refresh(clusterId),
    onSuccess: async ({ data }) => {
      toast.success(
        t('myCompany.companyInfo.smsCredit.refreshed', {
          balance: formatNumber(data.sms_balance),
          at: formatDateTime(data.sms_checked_at),
        }),
      );
      // The balance and its check time above come from the company's record.
      await queryClient.invalidateQueries({ queryKey: queryKeys.record('companies', companyId) });
    },
  });
  if (!cluster || cluster.company_id !== companyId || !permissions.mayWrite('POST', smsCreditApi.refreshRoute)) {
    return null;
  }
  return (
    <Tooltip title={t('myCompany.companyInfo.smsCredit.hint', { cluster: cluster.name })}>
      <Button
        size="small"
        loading={refresh.isPending}
        onClick={() => refresh.mutate(cluster.id)}
        data-testid="sms-credit-refresh"
      >
        {t('myCompany.companyInfo.smsCredit.refresh')}
      </Button>
    </Tooltip>
  );
}
