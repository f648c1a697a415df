import type { BudgetItemType, BudgetItemView } from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ExportDropdown, type ExportType } from '../../../ui/ExportDropdown';
import { formatLira } from '../../../ui/format';
import { formatPercent } from '../budgetPick';
import { planningApi } from '../invoiceItems/api';
import { BudgetSelect, useBudgetChoice } from './BudgetSelect';
import { ItemsTable } from './ItemsTable';

const money = (value: number) => formatLira(value);

/** The actual in red with 'Aşım' when it went over the budget. */
function Actual({ row, ledger }: { row: BudgetItemType; ledger: string | null }) {
  const { t } = useTranslation();
  const text = ledger ? <Link to={ledger}>{money(row.actual)}</Link> : money(row.actual);
  return (
    <Space size={4}>
      <Typography.Text type={row.overrun ? 'danger' : undefined}>{text}</Typography.Text>
      {row.overrun && <Tag color="red">{t('budgetPlanning.items.overrun')}</Tag>}
    </Space>
  );
}

/**
 * /budget/invoice-items/active and /open (the path decides the view): the chosen budget against its invoice
 * items per expense type (budget, to date, actual, remaining, % used, overrun; the open view adds what is still
 * unpaid), each type opening to its items; export of what is shown.
 */
export default function BudgetItemsScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const view: BudgetItemView = pathname.endsWith('/open') ? 'open' : 'active';
  const choice = useBudgetChoice();
  const budgetId = choice.budget?.id ?? null;
  const { data, isFetching, refetch } = useQuery(planningApi.items(choice.clusterId, budgetId, view));
  const [busy, setBusy] = useState(false);
  const answer = data?.data;
  const exportAs = async (type: ExportType) => {
    if (budgetId === null) return;
    setBusy(true);
    try {
      const file = await planningApi.exportItems(budgetId, view, type);
      window.open(file.data.url, '_blank', 'noopener');
    } catch {
      // The shell has already shown the API error.
    } finally {
      setBusy(false);
    }
  };
  const ledgerOf = (row: BudgetItemType) =>
    row.expense_type_id === null || !data
      ? null
      : `/accounting/accounts?tab=ledger&account=expense_type:${row.expense_type_id}&date_from=${data.meta.date_from}&date_to=${data.meta.date_to}`;
  const title = view === 'open' ? 'menu.budget.openItems' : 'menu.budget.activeItems';
  return (
    <>
      <Typography.Title level={3}>{t(title)}</Typography.Title>
      <Space wrap style={{ marginBottom: 12 }}>
        <BudgetSelect choice={choice} />
        <ExportDropdown disabled={!answer} loading={busy} onExport={(type) => void exportAs(type)} />
        <Button onClick={() => void refetch()} disabled={budgetId === null}>
          {t('common.reload')}
        </Button>
      </Space>
      {choice.clusterId === null && <Alert type="info" title={t('report.selectCluster')} />}
      {choice.clusterId !== null && budgetId === null && !choice.isLoading && (
        <Alert type="info" title={t('budgetPlanning.selectBudget')} />
      )}
      {answer && (
        <Typography.Paragraph type="secondary" data-testid="budget-caption">
          {t(view === 'open' ? 'budgetPlanning.items.openHint' : 'budgetPlanning.items.activeHint', {
            month: answer.to_month,
          })}
        </Typography.Paragraph>
      )}
      {answer?.types.some((row) => row.journal_actual !== null && row.journal_actual !== row.actual) && (
        <Alert
          type="warning"
          style={{ marginBottom: 12 }}
          title={t('budgetPlanning.items.journalDiffers', {
            types: answer.types
              .filter((row) => row.journal_actual !== null && row.journal_actual !== row.actual)
              .map((row) => row.expense_type_name)
              .join(', '),
          })}
        />
      )}
      {budgetId !== null && (
        <Table<BudgetItemType>
          size="small"
          rowKey={(row) => String(row.expense_type_id ?? 'outside')}
          loading={isFetching}
          dataSource={answer?.types ?? []}
          pagination={false}
          expandable={{
            rowExpandable: (row) => row.items.length > 0,
            expandedRowRender: (row) => <ItemsTable items={row.items} view={view} />,
          }}
          columns={[
            { key: 'type', title: t('budgetPlanning.items.type'), dataIndex: 'expense_type_name' },
            {
              key: 'budget',
              title: t('budgetPlanning.items.budget'),
              align: 'right',
              render: (_v, r) => money(r.budget),
            },
            {
              key: 'to_date',
              title: t('budgetPlanning.items.budgetToDate'),
              align: 'right',
              render: (_v, r) => money(r.budget_to_date),
            },
            {
              key: 'actual',
              title: t('budgetPlanning.items.actual'),
              align: 'right',
              render: (_v, r) => <Actual row={r} ledger={ledgerOf(r)} />,
            },
            {
              key: 'remaining',
              title: t('budgetPlanning.items.remaining'),
              align: 'right',
              render: (_v, r) => (
                <Typography.Text type={r.remaining < 0 ? 'danger' : undefined}>{money(r.remaining)}</Typography.Text>
              ),
            },
            {
              key: 'used',
              title: t('budgetPlanning.items.used'),
              align: 'right',
              render: (_v, r) => formatPercent(r.used_percent),
            },
            ...(view === 'open'
              ? [
                  {
                    key: 'open',
                    title: t('budgetPlanning.items.open'),
                    align: 'right' as const,
                    render: (_v: unknown, r: BudgetItemType) => money(r.open),
                  },
                ]
              : []),
          ]}
          summary={() =>
            answer ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} />
                <Table.Summary.Cell index={1}>
                  <strong>{t('report.total')}</strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} align="right">
                  {money(answer.totals.budget)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3} align="right">
                  {money(answer.totals.budget_to_date)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={4} align="right">
                  {money(answer.totals.actual)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={5} align="right">
                  {money(answer.totals.remaining)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={6} align="right">
                  {formatPercent(answer.totals.used_percent)}
                </Table.Summary.Cell>
                {view === 'open' && (
                  <Table.Summary.Cell index={7} align="right">
                    {money(answer.totals.open)}
                  </Table.Summary.Cell>
                )}
              </Table.Summary.Row>
            ) : null
          }
        />
      )}
    </>
  );
}
