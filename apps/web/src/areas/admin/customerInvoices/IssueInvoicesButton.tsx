import { useQueryClient } from '@tanstack/react-query';
import { Button, DatePicker, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { refreshResource } from '../../../api/queryKeys';
import { toast } from '../../../ui/feedback';
import { MONTH_PICKER_FORMAT } from '../../../ui/format';
import { customerInvoicesApi } from './api';

/**
 * 'Fatura Kes': the super administrator picks a month and issues its invoices. The run is idempotent, so it
 * says how many were made and how many already existed; the list then shows the new ones.
 */
export function IssueInvoicesButton() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState<Dayjs | null>(dayjs().startOf('month'));
  const [running, setRunning] = useState(false);

  const run = async () => {
    if (!month) return;
    setRunning(true);
    try {
      const { data } = await customerInvoicesApi.issue(month.format('YYYY-MM'));
      toast.success(t('admin.customerInvoices.issue.done', { created: data.created, skipped: data.skipped }));
      setOpen(false);
      await refreshResource(queryClient, customerInvoicesApi.resource, { clusterId: null });
    } catch (error) {
      if (error instanceof ApiError) for (const message of error.messages) toast.error(message);
    } finally {
      setRunning(false);
    }
  };

  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)} data-testid="customer-invoices-issue">
        {t('admin.customerInvoices.issue.button')}
      </Button>
      <Modal
        open={open}
        title={t('admin.customerInvoices.issue.title')}
        okText={t('admin.customerInvoices.issue.run')}
        cancelText={t('common.cancel')}
        onOk={() => void run()}
        onCancel={() => setOpen(false)}
        okButtonProps={{ loading: running, disabled: !month }}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{t('admin.customerInvoices.issue.hint')}</Typography.Paragraph>
        <DatePicker
          picker="month"
          format={MONTH_PICKER_FORMAT}
          value={month}
          onChange={(value) => setMonth(value)}
          allowClear={false}
          aria-label={t('admin.customerInvoices.issue.month')}
          placeholder={t('admin.customerInvoices.issue.month')}
          data-testid="customer-invoices-issue-month"
        />
      </Modal>
    </>
  );
}
