import { BUDGET_DISTRIBUTION, budgetMonths, genericTypes } from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Select, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { keyUnder } from '../../../locales/keys';
import { useCluster } from '../../../session/ClusterProvider';
import { formatLira } from '../../../ui/format';
import { MoneyInput } from '../../../ui/inputs';
import { budgetsApi } from '../api';
import { type LineState, monthsOf, newLine, yearlyOf } from './budgetLines';

type Props = {
  startsOn: string | null;
  defaultDistribution: number;
  lines: LineState[];
  onChange: (lines: LineState[]) => void;
  disabled: boolean;
};

const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + Math.round(b * 100), 0)) / 100;

/**
 * The lines grid: one row per expense type with its distribution, yearly amount and the twelve months (typed
 * by hand, or the equal split shown), and a totals row.
 */
export function BudgetLinesGrid({ startsOn, defaultDistribution, lines, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const { clusterId } = useCluster();
  const types = useQuery({ ...budgetsApi.expenseTypes(clusterId ?? 0), enabled: Boolean(clusterId) });
  const months = startsOn ? budgetMonths(startsOn) : [];
  const change = (key: number, patch: Partial<LineState>) =>
    onChange(lines.map((line) => (line.key === key ? { ...line, ...patch } : line)));
  const used = new Set(lines.map((line) => line.expense_type_id));
  const typeOptions = (types.data?.data ?? []).map((type) => ({ value: type.id, label: type.name }));
  const distributionOptions = genericTypes.budget_distribution_types.map((d) => ({
    value: d.id,
    label: t(keyUnder('budget.definition.distributions', String(d.id))),
  }));
  const rowMonths = lines.map(monthsOf);

  const monthColumns = months.map((month, i) => ({
    key: month,
    title: dayjs(`${month}-01`).format('MMM YY'),
    width: 120,
    render: (_: unknown, line: LineState, index: number) =>
      line.distribution_type_id === BUDGET_DISTRIBUTION.byHand && !disabled ? (
        <MoneyInput
          aria-label={`${month}`}
          value={line.months[i]}
          onChange={(value) => change(line.key, { months: line.months.map((m, j) => (j === i ? value : m)) })}
        />
      ) : (
        <span>{rowMonths[index][i] === null ? '—' : formatLira(rowMonths[index][i])}</span>
      ),
  }));

  return (
    <div data-testid="budget-lines">
      <Typography.Title level={5}>{t('budget.definition.lines.title')}</Typography.Title>
      <Table<LineState>
        rowKey="key"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={lines}
        locale={{ emptyText: t('budget.definition.lines.empty') }}
        columns={[
          {
            key: 'type',
            title: t('budget.definition.lines.expense_type'),
            fixed: 'left',
            width: 220,
            render: (_, line) => (
              <Select
                showSearch
                optionFilterProp="label"
                style={{ width: 200 }}
                disabled={disabled}
                aria-label={t('budget.definition.lines.expense_type')}
                value={line.expense_type_id ?? undefined}
                options={typeOptions.filter((o) => o.value === line.expense_type_id || !used.has(o.value))}
                onChange={(value: number) => change(line.key, { expense_type_id: value })}
              />
            ),
          },
          {
            key: 'distribution',
            title: t('budget.definition.lines.distribution'),
            width: 200,
            render: (_, line) => (
              <Select
                style={{ width: 190 }}
                disabled={disabled}
                aria-label={t('budget.definition.lines.distribution')}
                value={line.distribution_type_id}
                options={distributionOptions}
                onChange={(value: number) => change(line.key, { distribution_type_id: value })}
              />
            ),
          },
          {
            key: 'yearly',
            title: t('budget.definition.lines.yearly'),
            width: 140,
            render: (_, line) =>
              line.distribution_type_id === BUDGET_DISTRIBUTION.byHand || disabled ? (
                <strong>{formatLira(yearlyOf(line))}</strong>
              ) : (
                <MoneyInput
                  aria-label={t('budget.definition.lines.yearly')}
                  value={line.amount}
                  onChange={(value) => change(line.key, { amount: value })}
                />
              ),
          },
          ...monthColumns,
          {
            key: 'remove',
            width: 90,
            render: (_, line) =>
              disabled ? null : (
                <Button size="small" danger onClick={() => onChange(lines.filter((l) => l.key !== line.key))}>
                  {t('budget.definition.lines.remove')}
                </Button>
              ),
          },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={2}>
              <strong>{t('budget.definition.lines.total')}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2}>
              <strong>{formatLira(sum(lines.map(yearlyOf)))}</strong>
            </Table.Summary.Cell>
            {months.map((month, i) => (
              <Table.Summary.Cell key={month} index={3 + i}>
                {formatLira(sum(rowMonths.map((m) => m[i] ?? 0)))}
              </Table.Summary.Cell>
            ))}
            <Table.Summary.Cell index={3 + months.length} />
          </Table.Summary.Row>
        )}
      />
      {!disabled && (
        <Button style={{ marginTop: 8 }} onClick={() => onChange([...lines, newLine(defaultDistribution)])}>
          {t('budget.definition.lines.add')}
        </Button>
      )}
      {lines.some((line) => line.distribution_type_id === BUDGET_DISTRIBUTION.lastYear) && (
        <Typography.Paragraph type="secondary">{t('budget.definition.lines.computed')}</Typography.Paragraph>
      )}
    </div>
  );
}
