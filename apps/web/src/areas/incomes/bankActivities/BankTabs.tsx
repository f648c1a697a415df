import type { BankListType } from '@site/shared';
import { Tabs } from 'antd';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../ui/DataTable';

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

type TableProps = Omit<ComponentProps<typeof DataTable>, 'resource' | 'title' | 'basePath' | 'canWrite' | 'fixedQuery'>;

/** The open or the closed lines of the statement under the tabs: one read-only list, by `list_type`. */
export function BankLines({ listType, ...table }: { listType: BankListType } & TableProps) {
  const tab = TABS.find((candidate) => candidate.key === `/incomes/bank/${listType}`) ?? TABS[0];
  return (
    <>
      <BankTabs active={tab.key} />
      <DataTable
        resource="bank-activities"
        title={tab.label}
        // A line opens at /incomes/bank/:id, whichever list it is in.
        basePath="/incomes/bank"
        canWrite={false}
        fixedQuery={{ list_type: listType }}
        {...table}
      />
    </>
  );
}
