import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, formatLira, formatPeriod } from '../../../ui/format';
import type { ParentDebtOf } from './accountTypes';

/** The debt a fee belongs to, as its row names it: income type and description, then due date and amount. */
export function ParentDebt({ debt }: { debt: ParentDebtOf }) {
  const { t } = useTranslation();
  return (
    <Space direction="vertical" size={0}>
      <span>{[debt.income_type_name, debt.description ?? formatPeriod(debt.period)].filter(Boolean).join(' · ')}</span>
      <Typography.Text type="secondary">
        {t('incomes.parentDue', { date: formatDate(debt.due_on), amount: formatLira(debt.amount) })}
      </Typography.Text>
    </Space>
  );
}
