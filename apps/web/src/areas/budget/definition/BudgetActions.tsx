import type { BudgetDetail } from '@site/shared';
import { Button, Input, InputNumber, Modal, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../ui/inputs';
import { budgetsApi } from '../api';

type Props = {
  budget: BudgetDetail;
  canWrite: boolean;
  /** After a state change: the budget as it is now, or the copy made. */
  onDone: (budget: BudgetDetail, message: 'approved' | 'closed' | 'copied') => void;
};

/** 'Onayla' (meeting date and decision number), 'Kapat' and 'Geçen Yıldan Kopyala' (a raise in percent). */
export function BudgetActions({ budget, canWrite, onDone }: Props) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'approve' | 'copy' | null>(null);
  const [approvedOn, setApprovedOn] = useState<string | null>(null);
  const [decisionNo, setDecisionNo] = useState('');
  const [raise, setRaise] = useState<number | null>(25);
  const [busy, setBusy] = useState(false);
  if (!canWrite) return null;
  const run = async (action: () => Promise<{ data: BudgetDetail }>, message: 'approved' | 'closed' | 'copied') => {
    setBusy(true);
    try {
      const answer = await action();
      setDialog(null);
      onDone(answer.data, message);
    } catch {
      // The API client showed the refusal.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space wrap>
      {budget.status === 'draft' && (
        <Button type="primary" onClick={() => setDialog('approve')}>
          {t('budget.definition.approve')}
        </Button>
      )}
      {budget.status !== 'closed' && (
        <Popconfirm
          title={t('budget.definition.closeConfirm')}
          onConfirm={() => run(() => budgetsApi.close(budget.id), 'closed')}
        >
          <Button danger>{t('budget.definition.close')}</Button>
        </Popconfirm>
      )}
      <Button onClick={() => setDialog('copy')}>{t('budget.definition.copy')}</Button>
      <Modal
        open={dialog === 'approve'}
        title={t('budget.definition.approve')}
        okText={t('budget.definition.approve')}
        cancelText={t('budget.definition.cancel')}
        confirmLoading={busy}
        onCancel={() => setDialog(null)}
        onOk={() =>
          run(
            () => budgetsApi.approve(budget.id, { approved_on: approvedOn ?? '', decision_no: decisionNo }),
            'approved',
          )
        }
      >
        <Space orientation="vertical" style={{ width: '100%' }}>
          <label htmlFor="budget-approved-on">{t('budget.definition.fields.approved_on')}</label>
          <DateInput id="budget-approved-on" value={approvedOn} onChange={setApprovedOn} />
          <label htmlFor="budget-decision-no">{t('budget.definition.fields.decision_no')}</label>
          <Input id="budget-decision-no" value={decisionNo} onChange={(e) => setDecisionNo(e.target.value)} />
        </Space>
      </Modal>
      <Modal
        open={dialog === 'copy'}
        title={t('budget.definition.copy')}
        okText={t('budget.definition.copy')}
        cancelText={t('budget.definition.cancel')}
        confirmLoading={busy}
        onCancel={() => setDialog(null)}
        onOk={() => run(() => budgetsApi.copy(budget.id, { raise_percent: raise ?? 0 }), 'copied')}
      >
        <label htmlFor="budget-raise">{t('budget.definition.fields.raise_percent')}</label>
        <InputNumber
          id="budget-raise"
          style={{ width: '100%' }}
          min={-100}
          max={1000}
          decimalSeparator=","
          value={raise}
          onChange={(value) => setRaise(value)}
        />
        <Typography.Paragraph type="secondary">{t('budget.definition.copyHint')}</Typography.Paragraph>
      </Modal>
    </Space>
  );
}
