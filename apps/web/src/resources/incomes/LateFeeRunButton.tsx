import { formatMoney, toKurus } from '@site/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, DatePicker, Modal, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { useCluster } from '../../session/ClusterProvider';
import { toast } from '../../ui/feedback';

/** Charges one month's late fees of the complex (the scheduler does last month by itself). */
export function LateFeeRunButton() {
  const { t } = useTranslation();
  const { clusterId } = useCluster();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState<Dayjs>(dayjs().subtract(1, 'month'));
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const result = await api.post<{ data: { count: number; total: number } }>(`/clusters/${clusterId}/late-fees`, {
        period: month.format('YYYY-MM'),
      });
      toast.success(
        t('incomes.lateFees.done', { count: result.data.count, total: formatMoney(toKurus(result.data.total)) }),
      );
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: ['cluster', clusterId] });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 8 }}>
      <Button onClick={() => setOpen(true)}>{t('incomes.lateFees.run')}</Button>
      <Modal
        open={open}
        title={t('incomes.lateFees.run')}
        okText={t('incomes.lateFees.charge')}
        cancelText={t('common.cancel')}
        confirmLoading={busy}
        onOk={run}
        onCancel={() => setOpen(false)}
      >
        <Space direction="vertical">
          <Typography.Text>{t('incomes.lateFees.explain')}</Typography.Text>
          <DatePicker
            picker="month"
            format="MM.YYYY"
            value={month}
            allowClear={false}
            // Only a month that has ended can be charged (the server refuses the month under way).
            maxDate={dayjs().subtract(1, 'month').endOf('month')}
            aria-label={t('incomes.lateFees.month')}
            onChange={(value) => value && setMonth(value)}
          />
        </Space>
      </Modal>
    </div>
  );
}
