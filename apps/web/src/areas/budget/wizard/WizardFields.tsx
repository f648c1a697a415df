import { WIZARD_ROUNDINGS, WIZARD_SPLITS } from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { Checkbox, Form, Input, InputNumber, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { clusterPicker, type Named } from '../../../api/pickers';
import { keyUnder } from '../../../locales/keys';
import { useCluster } from '../../../session/ClusterProvider';
import { formatPeriod } from '../../../ui/format';
import { TypeAmountsInput } from '../../assessments/public';

/** Step 2: the income type (the complex's and the system's), the split rule and whether empty houses pay. */
export function SplitFields({ split }: { split: string | undefined }) {
  const { t } = useTranslation();
  const { clusterId } = useCluster();
  const { data } = useQuery(
    clusterPicker<Named & { is_active?: boolean }>('income-types', clusterId, { per_page: 1000 }),
  );
  return (
    <>
      <Form.Item name="income_type_id" label={t('budgetPlanning.wizard.incomeType')} rules={[{ required: true }]}>
        <Select
          showSearch
          optionFilterProp="label"
          style={{ maxWidth: 360 }}
          options={(data?.data ?? []).map((r) => ({ value: r.id, label: r.name, disabled: r.is_active === false }))}
        />
      </Form.Item>
      <Form.Item name="split" label={t('budgetPlanning.wizard.split')} rules={[{ required: true }]}>
        <Radio.Group
          options={WIZARD_SPLITS.map((s) => ({ value: s, label: t(keyUnder('budgetPlanning.wizard.splits', s)) }))}
        />
      </Form.Item>
      {split === 'house_type' && (
        <Form.Item name="type_amounts" label={t('budgetPlanning.wizard.typeWeights')}>
          <TypeAmountsInput disabled={false} />
        </Form.Item>
      )}
      <Form.Item name="include_empty" valuePropName="checked">
        <Checkbox>{t('budgetPlanning.wizard.includeEmpty')}</Checkbox>
      </Form.Item>
    </>
  );
}

/** Step 3: the rounding, the due day, the first month charged and the dues' name. */
export function RoundingFields({ months, clusterRounding }: { months: string[]; clusterRounding: string | null }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="rounding"
        label={t('budgetPlanning.wizard.rounding')}
        extra={
          clusterRounding
            ? t('budgetPlanning.wizard.clusterRounding', {
                rounding: t(keyUnder('budgetPlanning.wizard.roundings', clusterRounding)),
              })
            : undefined
        }
      >
        <Radio.Group
          options={WIZARD_ROUNDINGS.map((r) => ({
            value: r,
            label: t(keyUnder('budgetPlanning.wizard.roundings', r)),
          }))}
        />
      </Form.Item>
      <Form.Item name="due_day" label={t('budgetPlanning.wizard.dueDay')} rules={[{ required: true }]}>
        <InputNumber min={1} max={28} precision={0} />
      </Form.Item>
      <Form.Item name="first_month" label={t('budgetPlanning.wizard.firstMonth')}>
        <Select style={{ maxWidth: 240 }} options={months.map((m) => ({ value: m, label: formatPeriod(m) }))} />
      </Form.Item>
      <Form.Item name="name" label={t('budgetPlanning.wizard.name')}>
        <Input maxLength={100} style={{ maxWidth: 360 }} />
      </Form.Item>
    </>
  );
}
