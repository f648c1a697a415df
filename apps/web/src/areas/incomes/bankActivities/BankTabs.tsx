import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

const TABS = [
  { key: '/incomes/bank/open', label: 'menu.incomes.bankOpen' },
  { key: '/incomes/bank/closed', label: 'menu.incomes.bankClosed' },
  { key: '/incomes/bank/balance-check', label: 'menu.incomes.bankBalanceCheck' },
] as const;

/** Moves between the open lines, the matched lines and the balance check. */
export function BankTabs({ active }: { active: (typeof TABS)[number]['key'] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Tabs
      activeKey={active}
      onChange={(key) => navigate(key)}
      items={TABS.map((tab) => ({ key: tab.key, label: t(tab.label) }))}
    />
  );
}
