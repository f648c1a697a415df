import {
  type BudgetWizardInput,
  budgetMonths,
  formInvalid,
  type WizardApplied,
  type WizardPreview,
} from '@site/shared';
import { Alert, Button, Form, List, Space, Steps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCluster } from '../../../session/ClusterProvider';
import { toast } from '../../../ui/feedback';
import { formatLira, formatPeriod } from '../../../ui/format';
import { planningApi } from '../invoiceItems/api';
import { BudgetSelect, useBudgetChoice } from '../invoiceItems/BudgetSelect';
import { RoundingFields, SplitFields } from './WizardFields';
import { WizardPreviewTable } from './WizardPreviewTable';

const STEPS = ['budget', 'split', 'rounding', 'preview', 'done'] as const;

/**
 * /budget/wizard: the dues of an approved budget in steps: the budget, the income type and split rule, the
 * rounding and due day, the preview per house and month (summing to the budget month by month) and the
 * periodical assessments created, linked to their pages.
 */
export default function BudgetWizardScreen() {
  const { t } = useTranslation();
  const { cluster } = useCluster();
  const choice = useBudgetChoice();
  const [form] = Form.useForm<BudgetWizardInput>();
  const split = Form.useWatch('split', form);
  const [step, setStep] = useState(0);
  const [preview, setPreview] = useState<WizardPreview | null>(null);
  const [applied, setApplied] = useState<WizardApplied | null>(null);
  const [busy, setBusy] = useState(false);
  const budget = choice.budget;
  const approved = budget?.status === 'approved';
  const months = budget ? budgetMonths(budget.starts_on) : [];
  const values = (): BudgetWizardInput => {
    const v = form.getFieldsValue(true) as BudgetWizardInput;
    return { ...v, type_amounts: v.split === 'house_type' ? v.type_amounts : null, name: v.name || null };
  };
  const run = async <T,>(action: () => Promise<{ data: T }>, done: (data: T) => void) => {
    setBusy(true);
    try {
      done((await action()).data);
    } catch {
      // The API client showed the refusal.
    } finally {
      setBusy(false);
    }
  };
  const showPreview = async () => {
    if (!budget) return;
    try {
      await form.validateFields();
    } catch (error) {
      // A field left empty on an earlier step: go back to it, where its message shows (and spec §5's toast).
      toast.error(formInvalid);
      const first = (error as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0]?.name[0];
      setStep(first === 'due_day' || first === 'rounding' || first === 'starts_on' || first === 'name' ? 2 : 1);
      return;
    }
    await run(
      () => planningApi.preview(budget.id, values()),
      (data) => {
        setPreview(data);
        setStep(3);
      },
    );
  };
  const apply = () =>
    budget &&
    run(
      () => planningApi.apply(budget.id, values()),
      (data) => {
        toast.success(t('budgetPlanning.wizard.applied'));
        setApplied(data);
        setStep(4);
      },
    );
  const restart = () => {
    setApplied(null);
    setPreview(null);
    setStep(0);
  };
  return (
    <>
      <Typography.Title level={3}>{t('menu.budget.wizard')}</Typography.Title>
      <Steps
        current={step}
        style={{ marginBottom: 24 }}
        items={STEPS.map((s) => ({ title: t(`budgetPlanning.wizard.steps.${s}`) }))}
      />
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          split: 'equal',
          include_empty: true,
          rounding: 'no_rounding',
          due_day: Math.min(cluster?.due_day ?? 10, 28),
        }}
      >
        <div hidden={step !== 0}>
          <Space orientation="vertical">
            <BudgetSelect choice={choice} onlyApproved />
            {budget && !approved && <Alert type="warning" title={t('budgetPlanning.wizard.onlyApproved')} />}
            {budget && (
              <Typography.Text>
                {t('budgetPlanning.wizard.budgetTotal', { total: formatLira(budget.total) })}
              </Typography.Text>
            )}
          </Space>
        </div>
        <div hidden={step !== 1}>
          <SplitFields split={split} />
        </div>
        <div hidden={step !== 2}>
          <RoundingFields months={months} clusterRounding={preview?.cluster_rounding ?? null} />
        </div>
      </Form>
      {step === 3 && preview && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {preview.apply_error && <Alert type="warning" title={preview.apply_error} />}
          <WizardPreviewTable preview={preview} />
        </Space>
      )}
      {step === 4 && applied && (
        <List
          header={<strong>{t('budgetPlanning.wizard.created')}</strong>}
          dataSource={applied.periodical_assessments}
          renderItem={(row) => (
            <List.Item>
              <Link to={`/definitions/periodical-assessments/${row.id}`}>{row.name}</Link>
              <span>
                {formatPeriod(row.starts_on)} – {formatPeriod(row.ends_on)}
                {row.amount !== null && ` · ${t('budgetPlanning.wizard.monthlyAmount')}: ${formatLira(row.amount)}`}
              </span>
            </List.Item>
          )}
        />
      )}
      <Space style={{ marginTop: 16 }}>
        {step > 0 && step < 4 && <Button onClick={() => setStep(step - 1)}>{t('budgetPlanning.wizard.back')}</Button>}
        {step < 2 && (
          <Button type="primary" disabled={!approved} onClick={() => setStep(step + 1)}>
            {t('budgetPlanning.wizard.next')}
          </Button>
        )}
        {step === 2 && (
          <Button type="primary" loading={busy} disabled={!approved} onClick={() => void showPreview()}>
            {t('budgetPlanning.wizard.previewButton')}
          </Button>
        )}
        {step === 3 && (
          <Button type="primary" loading={busy} disabled={!!preview?.apply_error} onClick={() => void apply()}>
            {t('budgetPlanning.wizard.apply')}
          </Button>
        )}
        {step === 4 && <Button onClick={restart}>{t('budgetPlanning.wizard.restart')}</Button>}
      </Space>
    </>
  );
}
