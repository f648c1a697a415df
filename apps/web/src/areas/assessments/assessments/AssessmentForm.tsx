import { type AssessmentDetail, assessmentSchema, messages, PARAMETERS, SPLIT_METHODS } from '@site/shared';
import type { FormRule } from 'antd';
import { App, Checkbox, Col, Descriptions, Form, Input, InputNumber, Radio, Row, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type GroupIn, type KeyIn, keyUnder } from '../../../locales/keys';
import { useCluster } from '../../../session/ClusterProvider';
import { filterByLabel } from '../../../ui/filterByLabel';
import { formatLira, formatPeriod } from '../../../ui/format';
import { DateInput, MoneyInput } from '../../../ui/inputs';
import { RecordNotFound } from '../../../ui/RecordNotFound';
import { SaveButtons } from '../../../ui/SaveButtons';
import { useFormSave } from '../../../ui/useFormSave';
import { usePanelRecord } from '../../../ui/usePanelRecord';
import { zodRule } from '../../../ui/zodRule';
import { assessmentsApi } from '../api';
import { AssessmentLines } from './AssessmentLines';
import { AssessmentPreview } from './AssessmentPreview';
import {
  ASSESSMENT_DEFAULTS,
  type AssessmentFormValues,
  type AssessmentScreen,
  toAssessmentPayload,
} from './assessmentPayload';
import { BlockSelect } from './BlockSelect';
import { HouseAmountsInput } from './HouseAmountsInput';
import { useIncomeTypeOptions } from './pickers';
import { TypeAmountsInput } from './TypeAmountsInput';

export type AssessmentMode = 'create' | 'edit' | 'show';

type Props = {
  screen: AssessmentScreen;
  mode: AssessmentMode;
  id: number | null;
  /** After a successful save, with the saved assessment's id; `close` for 'Kaydet ve Kapat'. */
  onSaved: (id: number, close: boolean) => void;
  /** Closes the panel when the assessment cannot be loaded (spec §8). */
  onUnloadable: () => void;
};

const FORM_FIELDS = [
  'income_type_id',
  'description',
  'split_method',
  'parameter',
  'debitor_type_id',
  'calculation_type_id',
  'block_ids',
  'include_empty',
  'amount_type_id',
  'amount',
  'house_amounts',
  'type_amounts',
  'starts_on',
  'months',
] as const;
type FormField = (typeof FORM_FIELDS)[number];

const shape = assessmentSchema.shape;
const required: FormRule = { required: true, message: messages.required };
/** A list control (house or unit-type amounts) needs at least one amount above zero. */
const someCharged: FormRule = {
  validator: async (_rule, value) => {
    const rows = Array.isArray(value) ? (value as { amount?: number | null }[]) : [];
    if (!rows.some((r) => typeof r.amount === 'number' && r.amount > 0)) throw new Error(messages.required);
  },
};

/**
 * The one form of the four assessment kinds (general, free, unit type, parametric): the fields each
 * kind needs, a live preview of what it would charge, and in show mode its lines with what is paid.
 */
export function AssessmentForm({ screen, mode, id, onSaved, onUnloadable }: Props) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { clusterId } = useCluster();
  const [form] = Form.useForm<AssessmentFormValues>();
  const { saving, save: saveForm } = useFormSave();
  const incomeTypes = useIncomeTypeOptions();

  const { loaded, notFound } = usePanelRecord(
    assessmentsApi.record(id),
    `/assessments/${screen.segment}`,
    onUnloadable,
  );
  // A month of a periodical assessment follows its definition; it is not edited here.
  const readOnly = mode === 'show' || (loaded?.periodical_assessment_id ?? null) !== null;

  useEffect(() => {
    if (mode === 'create' || !loaded) return;
    form.setFieldsValue(Object.fromEntries(FORM_FIELDS.map((name) => [name, loaded[name] ?? null])));
  }, [mode, loaded, form]);

  const values = Form.useWatch((all: AssessmentFormValues) => all, { form, preserve: true }) ?? {};
  const type = screen.type;
  const payload = toAssessmentPayload(values, type, clusterId);
  const field = (name: KeyIn<'assessments.fields'>) => t(`assessments.fields.${name}` as const);
  /** The kinds of a choice, as buttons. */
  const choice = (group: GroupIn<'assessments'>, ids: readonly (string | number)[]) => (
    <Radio.Group
      optionType="button"
      options={ids.map((value) => ({ value, label: t(keyUnder(`assessments.${group}`, value)) }))}
    />
  );
  /** One field in its column, required unless said; its rules hold only while the assessment can be changed. */
  const item = (
    name: FormField,
    span: number,
    control: ReactNode,
    { label = field(name), required = true, rules }: { label?: string; required?: boolean; rules?: FormRule[] } = {},
  ) => (
    <Col span={span}>
      <Form.Item name={name} label={label} required={required} rules={readOnly ? undefined : rules}>
        {control}
      </Form.Item>
    </Col>
  );

  const save = async (close: boolean) => {
    const saved = await saveForm(form, async () => {
      // Every value, also those of fields the current type hides.
      const body = toAssessmentPayload(form.getFieldsValue(true), type, clusterId);
      if (mode !== 'create' && id !== null) return assessmentsApi.update(id, body);
      // The same dues for the same houses and month again is most often a mistake: asked first.
      const { data } = await assessmentsApi.previewOf(body);
      if (data.repeats.house_count > 0) {
        const confirmed = await modal.confirm({
          title: t('assessments.repeats.title'),
          content: t('assessments.repeats.text', {
            count: data.repeats.house_count,
            periods: data.repeats.periods.map(formatPeriod).join(', '),
          }),
          okText: t('assessments.repeats.confirm'),
          cancelText: t('common.cancel'),
        });
        if (!confirmed) return null;
      }
      return assessmentsApi.create(body);
    });
    // An edit that recomputed or removed late fees said so (10 s).
    if (saved) onSaved(saved.data.id, close);
  };

  const usesAmount = type === 'general' || type === 'parametric';
  if (notFound) return <RecordNotFound />;
  return (
    <Row gutter={24}>
      <Col xs={24} xl={12}>
        <Form<AssessmentFormValues>
          form={form}
          name={`assessment-${type}`}
          layout="vertical"
          disabled={readOnly}
          initialValues={
            mode === 'create' ? { ...ASSESSMENT_DEFAULTS, starts_on: dayjs().format('YYYY-MM-DD') } : undefined
          }
          data-testid="assessment-form"
        >
          <Row gutter={16}>
            {item(
              'income_type_id',
              12,
              <Select
                showSearch={{ filterOption: filterByLabel }}
                options={incomeTypes}
                aria-label={field('income_type_id')}
              />,
              { rules: [zodRule(shape.income_type_id)] },
            )}
            {item('starts_on', 6, <DateInput />, { rules: [zodRule(shape.starts_on)] })}
            {item('months', 6, <InputNumber style={{ width: '100%' }} min={1} max={60} precision={0} />, {
              rules: [zodRule(shape.months)],
            })}
            {item('description', 24, <Input.TextArea rows={2} />, {
              required: false,
              rules: [zodRule(shape.description)],
            })}
            {item('debitor_type_id', 12, choice('debitorTypes', [1, 2]))}
            {item('calculation_type_id', 12, choice('calculationTypes', [1, 2]))}
            {values.calculation_type_id === 2 &&
              item('block_ids', 24, <BlockSelect aria-label={field('block_ids')} />, {
                rules: [{ ...required, type: 'array', min: 1 }],
              })}
            <Col span={24}>
              <Form.Item name="include_empty" valuePropName="checked">
                <Checkbox>{field('include_empty')}</Checkbox>
              </Form.Item>
            </Col>
            {type === 'general' &&
              item('split_method', 24, choice('splitMethods', SPLIT_METHODS), { rules: [required] })}
            {type === 'parametric' && item('parameter', 24, choice('parameters', PARAMETERS), { rules: [required] })}
            {item('amount_type_id', 12, choice('amountTypes', [1, 2]))}
            {usesAmount &&
              item('amount', 12, <MoneyInput />, {
                label: field(type === 'parametric' ? 'unit_price' : 'amount'),
                rules: [required, zodRule(shape.amount)],
              })}
            {type === 'house_type' && item('type_amounts', 24, <TypeAmountsInput />, { rules: [someCharged] })}
            {type === 'free' &&
              item(
                'house_amounts',
                24,
                <HouseAmountsInput blockIds={values.calculation_type_id === 2 ? (values.block_ids ?? []) : null} />,
                { rules: [someCharged] },
              )}
          </Row>
          {!readOnly && <SaveButtons onSave={save} saving={saving} />}
        </Form>
      </Col>
      <Col xs={24} xl={12}>
        {readOnly ? loaded && <SavedLines assessment={loaded} /> : <AssessmentPreview payload={payload} />}
      </Col>
    </Row>
  );
}

/** A saved assessment: its total, what is collected, and every line it wrote. */
function SavedLines({ assessment }: { assessment: AssessmentDetail }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={5}>{t('assessments.lines.title')}</Typography.Title>
      <Descriptions
        size="small"
        column={2}
        items={[
          { key: 'total', label: t('assessments.fields.total'), children: formatLira(assessment.total) },
          { key: 'paid', label: t('assessments.fields.paid'), children: formatLira(assessment.paid) },
        ]}
      />
      <AssessmentLines lines={assessment.lines} />
      <Link to={`/assessments/all?assessment_id=${assessment.id}`}>{t('assessments.lines.openAll')}</Link>
    </>
  );
}
