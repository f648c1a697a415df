import { periodicalAssessmentSchema, SPLIT_METHODS } from '@site/shared';
import { Radio } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { type GroupIn, type KeyIn, keyUnder } from '../../../locales/keys';
import { useCluster } from '../../../session/ClusterProvider';
import { formatPeriod } from '../../../ui/format';
import type { ControlProps } from '../../../ui/ResourceForm';
import { ResourceScreen } from '../../../ui/ResourceScreen';
import { BlockSelect, TypeAmountsInput } from '../../assessments/public';
import { useBudgetPreset } from '../../budget/public';
import { MonthInput } from './MonthInput';
import { PeriodicalMonths } from './PeriodicalMonths';

const BASE = '/definitions/periodical-assessments';
const field = (name: KeyIn<'periodicalAssessments.fields'>) => `periodicalAssessments.fields.${name}` as const;

/** Kat Malikleri / Oturanlar, Tüm TYA / Seçili Bloklar: two choices shown side by side. */
function RadioChoice({ group, id, value, onChange, disabled }: ControlProps & { group: GroupIn<'assessments'> }) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      id={id}
      optionType="button"
      disabled={disabled}
      value={value}
      onChange={(e) => onChange?.(e.target.value)}
      options={[1, 2].map((v) => ({ value: v, label: t(keyUnder(`assessments.${group}`, v)) }))}
    />
  );
}

/**
 * /definitions/periodical-assessments: recurring dues, charged month by month from their start by the
 * scheduler. `/create/:budgetId` opens the create panel with the budget preset.
 */
export default function PeriodicalAssessmentsScreen() {
  const { budgetId } = useParams();
  const { cluster } = useCluster();
  // Opened from a budget (`?budget_id=`): the form is preset from it as the budget wizard would.
  const [search] = useSearchParams();
  const presetBudget = Number(search.get('budget_id'));
  const budgetPreset = useBudgetPreset(Number.isInteger(presetBudget) && presetBudget > 0 ? presetBudget : null);
  const dueDay = cluster?.due_day ?? undefined;
  // New dues fall due on the complex's last payment day unless the manager picks another.
  const defaults = useMemo(
    () => ({
      debitor_type_id: 1,
      calculation_type_id: 1,
      include_empty: true,
      is_active: true,
      starts_on: dayjs().format('YYYY-MM'),
      due_day: dueDay,
    }),
    [dueDay],
  );
  // The panel opens from a `/create` path; the budget travels as the list's own `budget_id` filter.
  if (budgetId) return <Navigate replace to={`${BASE}/create?budget_id=${encodeURIComponent(budgetId)}`} />;
  if (!budgetPreset.ready) return null;
  return (
    <ResourceScreen
      resource="periodical-assessments"
      basePath={BASE}
      title="menu.definitions.periodicalAssessments"
      schema={periodicalAssessmentSchema}
      defaults={defaults}
      details={(id, canWrite) => <PeriodicalMonths id={id} canWrite={canWrite} />}
      defaultsFromRoute={(_params, query) => {
        const budget = Number(query.get('budget_id'));
        return Number.isInteger(budget) && budget > 0 ? { ...budgetPreset.preset, budget_id: budget } : {};
      }}
      columns={[
        { key: 'name', title: field('name'), sortKey: 'name', filter: 'text' },
        { key: 'income_type_name', title: field('income_type_id') },
        { key: 'amount', title: field('amount'), sortKey: 'amount', render: 'money' },
        {
          key: 'starts_on',
          title: field('starts_on'),
          sortKey: 'starts_on',
          render: (row) => formatPeriod(row.starts_on),
        },
        { key: 'ends_on', title: field('ends_on'), render: (row) => formatPeriod(row.ends_on) },
        { key: 'due_day', title: field('due_day') },
        { key: 'last_period', title: field('last_period'), render: (row) => formatPeriod(row.last_period) },
        { key: 'is_active', title: field('is_active'), sortKey: 'is_active', render: 'flag', filter: 'flag' },
      ]}
      fields={[
        { name: 'name', label: field('name'), kind: 'text', required: true },
        {
          name: 'income_type_id',
          label: field('income_type_id'),
          kind: 'select',
          required: true,
          optionsFrom: 'income-types',
        },
        {
          name: 'split_method',
          label: field('split_method'),
          kind: 'select',
          required: true,
          options: [...SPLIT_METHODS, 'house_type'].map((m) => ({
            value: m,
            label: keyUnder('assessments.splitMethods', m),
          })),
        },
        {
          name: 'due_day',
          label: field('due_day'),
          kind: 'number',
          required: true,
        },
        {
          name: 'debitor_type_id',
          label: field('debitor_type_id'),
          kind: 'custom',
          required: true,
          render: (props) => <RadioChoice {...props} group="debitorTypes" />,
        },
        {
          name: 'calculation_type_id',
          label: field('calculation_type_id'),
          kind: 'custom',
          required: true,
          render: (props) => <RadioChoice {...props} group="calculationTypes" />,
        },
        {
          name: 'block_ids',
          label: field('block_ids'),
          kind: 'custom',
          required: true,
          span: 24,
          visibleWhen: (values) => values.calculation_type_id === 2,
          render: (props) => <BlockSelect {...props} />,
        },
        {
          name: 'amount',
          label: field('amount'),
          kind: 'money',
          required: true,
          visibleWhen: (values) => values.split_method !== 'house_type',
        },
        { name: 'include_empty', label: field('include_empty'), kind: 'flag' },
        {
          name: 'type_amounts',
          label: field('type_amounts'),
          kind: 'custom',
          required: true,
          span: 24,
          visibleWhen: (values) => values.split_method === 'house_type',
          render: (props) => <TypeAmountsInput {...props} />,
        },
        {
          name: 'starts_on',
          label: field('starts_on'),
          kind: 'custom',
          required: true,
          render: (props) => <MonthInput {...props} />,
        },
        { name: 'ends_on', label: field('ends_on'), kind: 'custom', render: (props) => <MonthInput {...props} /> },
        { name: 'is_active', label: field('is_active'), kind: 'flag' },
        { name: 'description', label: field('description'), kind: 'textarea', span: 24 },
      ]}
    />
  );
}
