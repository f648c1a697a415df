import { type BudgetDetail, type BudgetInput, genericTypes, messages } from '@site/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, DatePicker, Form, Input, Select, Space, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { refreshResource } from '../../../api/queryKeys';
import { keyUnder } from '../../../locales/keys';
import { useCluster } from '../../../session/ClusterProvider';
import { usePermissions } from '../../../session/usePermissions';
import { toast } from '../../../ui/feedback';
import { MONTH_PICKER_FORMAT } from '../../../ui/format';
import { budgetsApi } from '../api';
import { BudgetActions } from './BudgetActions';
import { BudgetLinesGrid } from './BudgetLinesGrid';
import { type LineState, lineFromRecord, linesPayload } from './budgetLines';

const BASE_PATH = '/budget/definition';
const required = { required: true, message: messages.required };
const field = (name: string) => keyUnder('budget.definition.fields', name);

type Values = {
  name: string;
  starts_on: Dayjs | null;
  distribution_type_id: number;
  is_active: boolean;
  note: string | null;
};

/** The budget form: name, period, distribution, the lines grid and, once saved, its state actions. */
export function BudgetForm({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { clusterId } = useCluster();
  const permissions = usePermissions();
  const canWrite = permissions.mayWrite('POST', '/clusters/:clusterId/budgets');
  const record = useQuery({ ...budgetsApi.record(id ?? 0), enabled: id !== null });
  const [form] = Form.useForm<Values>();
  const [lines, setLines] = useState<LineState[]>([]);
  const [saving, setSaving] = useState(false);
  const budget: BudgetDetail | undefined = record.data?.data;
  const startsOn = Form.useWatch('starts_on', form);
  const distribution = Form.useWatch('distribution_type_id', form) ?? 1;

  useEffect(() => {
    if (!budget) return;
    form.setFieldsValue({
      name: budget.name,
      starts_on: dayjs(`${budget.starts_on}-01`),
      distribution_type_id: budget.distribution_type_id,
      is_active: budget.is_active,
      note: budget.note,
    });
    setLines(budget.lines.map(lineFromRecord));
  }, [budget, form]);

  const locked = Boolean(budget && budget.status !== 'draft');
  const disabled = !canWrite || locked;
  const refresh = () => refreshResource(queryClient, budgetsApi.resource, { clusterId });

  const save = async (values: Values) => {
    if (!clusterId) return;
    const body: BudgetInput = {
      name: values.name,
      starts_on: values.starts_on ? values.starts_on.format('YYYY-MM') : '',
      distribution_type_id: values.distribution_type_id,
      is_active: values.is_active,
      note: values.note || null,
      lines: linesPayload(lines),
    };
    setSaving(true);
    try {
      const answer = id === null ? await budgetsApi.create(clusterId, body) : await budgetsApi.update(id, body);
      toast.success(t('budget.definition.saved'));
      await refresh();
      if (id === null) navigate(`${BASE_PATH}/${answer.data.id}/edit`);
      else setLines(answer.data.lines.map(lineFromRecord));
    } catch {
      // The API client showed the refusal.
    } finally {
      setSaving(false);
    }
  };

  const done = async (next: BudgetDetail, message: 'approved' | 'closed' | 'copied') => {
    toast.success(t(keyUnder('budget.definition', message)));
    await refresh();
    if (message === 'copied') navigate(`${BASE_PATH}/${next.id}/edit`);
  };

  return (
    <Card
      title={t(id === null ? 'budget.definition.newTitle' : 'budget.definition.editTitle')}
      extra={budget && <BudgetActions budget={budget} canWrite={canWrite} onDone={done} />}
    >
      {locked && <Alert type="info" showIcon title={t('budget.definition.locked')} style={{ marginBottom: 16 }} />}
      <Form<Values>
        form={form}
        layout="vertical"
        disabled={disabled}
        initialValues={{ distribution_type_id: 1, is_active: true, starts_on: dayjs().startOf('year') }}
        onFinish={save}
      >
        <Space wrap align="start">
          <Form.Item name="name" label={t(field('name'))} rules={[required]}>
            <Input style={{ width: 280 }} maxLength={150} />
          </Form.Item>
          <Form.Item name="starts_on" label={t(field('starts_on'))} rules={[required]}>
            <DatePicker picker="month" format={MONTH_PICKER_FORMAT} />
          </Form.Item>
          <Form.Item name="distribution_type_id" label={t(field('distribution_type_id'))}>
            <Select
              style={{ width: 260 }}
              options={genericTypes.budget_distribution_types.map((d) => ({
                value: d.id,
                label: t(keyUnder('budget.definition.distributions', String(d.id))),
              }))}
            />
          </Form.Item>
          <Form.Item name="is_active" label={t(field('is_active'))} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        {budget?.approved_on && (
          <p>
            {t(field('approval'))}: {dayjs(budget.approved_on).format('DD.MM.YYYY')} / {budget.decision_no}
          </p>
        )}
        <Form.Item name="note" label={t(field('note'))}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        <BudgetLinesGrid
          startsOn={startsOn ? (startsOn as Dayjs).format('YYYY-MM') : null}
          defaultDistribution={distribution}
          lines={lines}
          onChange={setLines}
          disabled={disabled}
        />
        <Space style={{ marginTop: 16 }}>
          {!disabled && (
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('budget.definition.save')}
            </Button>
          )}
          <Button disabled={false} onClick={() => navigate(BASE_PATH)}>
            {t('budget.definition.cancel')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
