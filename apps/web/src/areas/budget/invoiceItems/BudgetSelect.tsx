import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCluster } from '../../../session/ClusterProvider';
import { defaultBudget } from '../budgetPick';
import { planningApi } from '../invoiceItems/api';

/**
 * The budget a screen works on, kept in the URL (`budget_id`): by default the selected complex's approved budget
 * containing today, else the manager picks one of its active budgets.
 */
export function useBudgetChoice() {
  const { clusterId } = useCluster();
  const [search, setSearch] = useSearchParams();
  const { data, isLoading } = useQuery(planningApi.budgets(clusterId));
  const budgets = data?.data ?? [];
  const asked = Number(search.get('budget_id'));
  const chosen = budgets.find((b) => b.id === asked) ?? null;
  const fallback = defaultBudget(budgets, dayjs().format('YYYY-MM-DD'));
  const budget = chosen ?? (search.get('budget_id') ? null : fallback);
  const choose = (id: number | null) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id === null) next.delete('budget_id');
        else next.set('budget_id', String(id));
        return next;
      },
      { replace: true },
    );
  return { budgets, budget, choose, isLoading, clusterId };
}

/** The select of the complex's budgets (name and months). */
export function BudgetSelect({
  choice,
  onlyApproved = false,
}: {
  choice: ReturnType<typeof useBudgetChoice>;
  onlyApproved?: boolean;
}) {
  const { t } = useTranslation();
  const { budgets, budget, choose, isLoading } = choice;
  return (
    <Select
      aria-label={t('budgetPlanning.budget')}
      placeholder={t('budgetPlanning.selectBudget')}
      style={{ minWidth: 320 }}
      loading={isLoading}
      value={budget?.id ?? null}
      onChange={(value) => choose(value ?? null)}
      allowClear
      options={budgets.map((b) => ({
        value: b.id,
        label: `${b.name} (${b.starts_on} – ${b.ends_on})`,
        disabled: onlyApproved && b.status !== 'approved',
      }))}
    />
  );
}
