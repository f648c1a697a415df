import { debtUpdateSchema, formatMoney, messages, toKurus } from '@site/shared';
import { Col, Descriptions, Form, Input, Row, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type KeyIn, keyUnder } from '../../../locales/keys';
import { filterByLabel } from '../../../ui/filterByLabel';
import { formatDate, formatPeriod } from '../../../ui/format';
import { DateInput, MoneyInput } from '../../../ui/inputs';
import { RecordNotFound } from '../../../ui/RecordNotFound';
import { SaveButtons } from '../../../ui/SaveButtons';
import { useFormSave } from '../../../ui/useFormSave';
import { usePanelRecord } from '../../../ui/usePanelRecord';
import { zodRule } from '../../../ui/zodRule';
import { debtsApi } from '../api';
import { useResidentOptions } from './pickers';

type Values = {
  amount?: number | null;
  due_on?: string | null;
  resident_id?: number | null;
  description?: string | null;
};

const shape = debtUpdateSchema.shape;
/** A field's rules: the shared rule, after 'Bu alan zorunludur.' for a required one. */
const rules = (name: keyof typeof shape, required = false) => [
  ...(required ? [{ required: true, message: messages.required }] : []),
  zodRule(shape[name]),
];

/** One line of an assessment: its amount, due date, debtor and description; what paid it is re-spread. */
export function DebtForm({
  id,
  onSaved,
  onUnloadable,
}: {
  id: number;
  onSaved: (close: boolean) => void;
  /** Closes the panel when the line cannot be loaded (spec §8). */
  onUnloadable: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { saving, save: saveForm } = useFormSave();
  const residents = useResidentOptions();
  const { loaded, notFound } = usePanelRecord(debtsApi.record(id), '/assessments/all', onUnloadable);
  useEffect(() => {
    if (loaded)
      form.setFieldsValue({
        amount: loaded.amount,
        due_on: loaded.due_on,
        resident_id: loaded.resident_id,
        description: loaded.description,
      });
  }, [loaded, form]);

  const field = (name: KeyIn<'assessments.debts.fields'>) => t(`assessments.debts.fields.${name}` as const);
  const save = async (close: boolean) => {
    const saved = await saveForm(form, (values: Values) => {
      const description = values.description?.trim();
      return debtsApi.update(id, {
        amount: values.amount,
        due_on: values.due_on,
        resident_id: values.resident_id ?? null,
        description: description ? description : null,
      });
    });
    // A new amount, due date or debtor recomputed the line's late fees; each change was named (10 s).
    if (saved) onSaved(close);
  };

  if (notFound) return <RecordNotFound />;
  return (
    <>
      {loaded && (
        <Descriptions
          size="small"
          column={2}
          style={{ marginBottom: 16 }}
          items={[
            { key: 'house', label: field('house_label'), children: loaded.house_label ?? '' },
            { key: 'income', label: field('income_type_name'), children: loaded.income_type_name ?? '' },
            { key: 'kind', label: field('kind'), children: t(keyUnder('assessments.debts.kinds', loaded.kind)) },
            { key: 'period', label: field('period'), children: formatPeriod(loaded.period) },
            { key: 'paid', label: field('paid'), children: formatMoney(toKurus(loaded.paid)) },
            { key: 'open', label: field('open'), children: formatMoney(toKurus(loaded.open)) },
          ]}
        />
      )}
      <Form<Values> form={form} name="debt" layout="vertical" data-testid="debt-form">
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="amount" label={field('amount')} required rules={rules('amount', true)}>
              <MoneyInput />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="due_on"
              label={field('due_on')}
              required
              rules={rules('due_on', true)}
              extra={loaded ? `${t('assessments.debts.wasDue')}: ${formatDate(loaded.due_on)}` : undefined}
            >
              <DateInput />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="resident_id" label={field('resident_id')}>
              <Select
                allowClear
                showSearch={{ filterOption: filterByLabel }}
                options={residents}
                aria-label={field('resident_id')}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="description" label={field('description')} rules={rules('description')}>
              <Input.TextArea rows={2} />
            </Form.Item>
          </Col>
        </Row>
        <SaveButtons onSave={save} saving={saving} />
      </Form>
    </>
  );
}
