import { formatBalance, formatMoney, toKurus } from '@site/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Space, Statistic, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, api } from '../../../api/client';
import { useRecordCluster } from '../../../session/useRecordCluster';
import { DeleteButton } from '../../../ui/DeleteButton';
import { toast } from '../../../ui/feedback';
import { formatDate, formatLira, formatPeriod } from '../../../ui/format';
import { RecordNotFound } from '../../../ui/RecordNotFound';
import { AccountOtherExpenses, RefundPanel } from '../../expenses/public';

import { CollectModal } from './CollectModal';
import { openReceipt } from './openReceipt';

type Debt = {
  id: number;
  kind: string;
  income_type_name: string | null;
  period: string | null;
  due_on: string;
  amount: number;
  paid: number;
  open: number;
  description: string | null;
  resident_name: string | null;
  house_label: string | null;
  computation: { text: string } | null;
};
/** A charged late fee, with the debt it was charged on and how late that debt was in the fee's month. */
type Fee = Debt & {
  fee_period: string | null;
  parent_debt: {
    id: number;
    description: string | null;
    income_type_name: string | null;
    period: string | null;
    due_on: string;
    amount: number;
  } | null;
  days_late: number | null;
  delay_month: number | null;
};
type Collection = {
  id: number;
  receipt_no: number | null;
  collected_on: string;
  amount: number;
  allocated: number;
  credit: number;
  place_name: string | null;
  resident_name: string | null;
  house_label: string | null;
  description: string | null;
};
type Accrued = { debt_id: number; amount: number; from: string; to: string; text: string };
type Account = {
  house?: { id: number; cluster_id: number; house_label: string };
  people?: { id: number; name: string; house_user_type_id: number }[];
  resident?: { id: number; cluster_id: number; name: string; phone: string | null };
  houses?: { id: number; house_label: string; house_user_type_id: number }[];
  balance: number;
  as_of: string;
  open_debts: Debt[];
  paid_debts: Debt[];
  late_fees: Fee[];
  accrued_late_fees: Accrued[];
  accrued_late_fee_total: number;
  collections: Collection[];
};

/**
 * One house's or resident's account: the balance, open and paid debts, late fees (charged, and built up
 * but not yet charged, each with how it was computed), collections with receipts, and the collect action.
 */
export function AccountDetail({ kind, id }: { kind: 'house' | 'resident'; id: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [collecting, setCollecting] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const key = ['account', kind, id];
  const { data, error } = useQuery({
    queryKey: key,
    queryFn: () => api.get<{ data: Account }>(`/${kind === 'house' ? 'houses' : 'residents'}/${id}/account`),
  });
  const account = data?.data;
  useRecordCluster(
    account ? (account.house?.cluster_id ?? account.resident?.cluster_id) : undefined,
    kind === 'house' ? '/incomes/houses' : '/incomes/residents',
  );
  if (error instanceof ApiError && error.status === 404) return <RecordNotFound />;
  if (!account) return null;
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  // 'Açık Borç' is the open debts and the open late fees: both parts are shown with it, and under the open debts.
  const openDebts = account.open_debts.reduce((s, d) => s + toKurus(d.open), 0);
  const openFees = account.late_fees.reduce((s, d) => s + toKurus(d.open), 0);
  const openTotal = openDebts + openFees;
  const openParts = { debts: formatMoney(openDebts), fees: formatMoney(openFees), total: formatMoney(openTotal) };
  const debtsById = new Map([...account.open_debts, ...account.paid_debts].map((d) => [d.id, d]));
  const payers =
    kind === 'house'
      ? (account.people ?? []).map((p) => ({
          id: p.id,
          name: `${p.name} (${t(`incomes.houseUserTypes.${p.house_user_type_id}`)})`,
        }))
      : account.resident
        ? [{ id: account.resident.id, name: account.resident.name }]
        : [];

  const debtColumns = (withOpen: boolean) => [
    { key: 'due_on', title: t('incomes.fields.due_on'), render: (_: unknown, d: Debt) => formatDate(d.due_on) },
    { key: 'period', title: t('incomes.fields.period'), dataIndex: 'period', render: formatPeriod },
    {
      key: 'income_type_name',
      title: t('incomes.fields.income_type'),
      render: (_: unknown, d: Debt) => d.income_type_name ?? t(`incomes.kinds.${d.kind}`),
    },
    kind === 'house'
      ? { key: 'resident_name', title: t('incomes.fields.debtor'), dataIndex: 'resident_name' }
      : { key: 'house_label', title: t('incomes.fields.house'), dataIndex: 'house_label' },
    { key: 'description', title: t('incomes.fields.description'), dataIndex: 'description' },
    {
      key: 'amount',
      title: t('incomes.fields.amount'),
      align: 'right' as const,
      render: (_: unknown, d: Debt) => formatLira(d.amount),
    },
    {
      key: 'paid',
      title: t('incomes.fields.paid'),
      align: 'right' as const,
      render: (_: unknown, d: Debt) => formatLira(d.paid),
    },
    ...(withOpen
      ? [
          {
            key: 'open',
            title: t('incomes.fields.open'),
            align: 'right' as const,
            render: (_: unknown, d: Debt) => <strong>{formatLira(d.open)}</strong>,
          },
        ]
      : []),
  ];

  /** The debt a fee belongs to, as its row names it: income type and description, then due date and amount. */
  const parentDebt = (debt: {
    income_type_name: string | null;
    description: string | null;
    period: string | null;
    due_on: string;
    amount: number;
  }) => (
    <Space direction="vertical" size={0}>
      <span>{[debt.income_type_name, debt.description ?? formatPeriod(debt.period)].filter(Boolean).join(' · ')}</span>
      <Typography.Text type="secondary">
        {t('incomes.parentDue', { date: formatDate(debt.due_on), amount: formatLira(debt.amount) })}
      </Typography.Text>
    </Space>
  );
  const feeColumns = [
    {
      key: 'fee_period',
      title: t('incomes.fields.fee_month'),
      render: (_: unknown, f: Fee) => formatPeriod(f.fee_period ?? f.period),
    },
    {
      key: 'parent_debt',
      title: t('incomes.fields.parent_debt'),
      render: (_: unknown, f: Fee) => (f.parent_debt ? parentDebt(f.parent_debt) : null),
    },
    {
      key: 'days_late',
      title: t('incomes.fields.days_late'),
      render: (_: unknown, f: Fee) =>
        f.days_late === null ? '' : t('incomes.lateness', { days: f.days_late, month: f.delay_month }),
    },
    ...debtColumns(true).filter((c) => !['due_on', 'period', 'income_type_name', 'description'].includes(c.key)),
    {
      key: 'computation',
      title: t('incomes.fields.computation'),
      render: (_: unknown, f: Fee) => f.computation?.text,
    },
  ];

  const removeCollection = async (collectionId: number) => {
    await api.delete(`/collections/${collectionId}`);
    toast.success(t('list.deleted'));
    await refresh();
  };

  const title = kind === 'house' ? account.house?.house_label : account.resident?.name;
  return (
    <div data-testid="account-detail">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Space>
          <Link
            to={kind === 'house' ? `/activities/houses?account_id=${id}` : `/activities/residents?account_id=${id}`}
          >
            {t('incomes.activity')}
          </Link>
          <Button type="primary" onClick={() => setCollecting(true)}>
            {t('incomes.collect.button')}
          </Button>
          <Button onClick={() => setRefunding(true)}>{t('otherExpenses.refund.button')}</Button>
        </Space>
      </Space>
      <Space size="large" wrap style={{ marginBottom: 16 }}>
        <Card size="small">
          <Statistic title={t('incomes.fields.balance')} value={formatBalance(toKurus(account.balance))} />
        </Card>
        <Card size="small">
          <Statistic title={t('incomes.openTotal')} value={formatMoney(openTotal)} />
          <Typography.Text type="secondary" data-testid="open-total-parts">
            {t('incomes.openParts', openParts)}
          </Typography.Text>
        </Card>
        <Card size="small">
          <Statistic
            title={t('incomes.accruedFees', { date: formatDate(account.as_of) })}
            value={formatLira(account.accrued_late_fee_total)}
          />
        </Card>
      </Space>
      {kind === 'house' && account.people && (
        <Descriptions size="small" column={3} style={{ marginBottom: 16 }}>
          {account.people.map((p) => (
            <Descriptions.Item key={p.id} label={t(`incomes.houseUserTypes.${p.house_user_type_id}`)}>
              <Link to={`/incomes/residents/${p.id}`}>{p.name}</Link>
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
      {kind === 'resident' && account.houses && (
        <Descriptions size="small" column={3} style={{ marginBottom: 16 }}>
          {account.houses.map((h) => (
            <Descriptions.Item key={h.id} label={t(`incomes.houseUserTypes.${h.house_user_type_id}`)}>
              <Link to={`/incomes/houses/${h.id}`}>{h.house_label}</Link>
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
      <Tabs
        items={[
          {
            key: 'open',
            label: `${t('incomes.tabs.open')} (${account.open_debts.length})`,
            children: (
              <Table
                rowKey="id"
                size="small"
                pagination={false}
                dataSource={account.open_debts}
                columns={debtColumns(true)}
                data-testid="open-debts"
                summary={() => (
                  <Table.Summary.Row>
                    <Table.Summary.Cell index={0} colSpan={debtColumns(true).length} align="right">
                      <strong data-testid="open-debts-total">{t('incomes.openBreakdown', openParts)}</strong>
                    </Table.Summary.Cell>
                  </Table.Summary.Row>
                )}
              />
            ),
          },
          {
            key: 'paid',
            label: `${t('incomes.tabs.paid')} (${account.paid_debts.length})`,
            children: (
              <Table
                rowKey="id"
                size="small"
                pagination={{ pageSize: 20 }}
                dataSource={account.paid_debts}
                columns={debtColumns(false)}
                data-testid="paid-debts"
              />
            ),
          },
          {
            key: 'fees',
            label: `${t('incomes.tabs.fees')} (${account.late_fees.length})`,
            children: (
              <>
                <Table
                  rowKey="id"
                  size="small"
                  pagination={false}
                  dataSource={account.late_fees}
                  columns={feeColumns}
                  data-testid="late-fees"
                />
                <Typography.Title level={5} style={{ marginTop: 16 }}>
                  {t('incomes.accruedTitle', { date: formatDate(account.as_of) })}
                </Typography.Title>
                <Table
                  rowKey="debt_id"
                  size="small"
                  pagination={false}
                  dataSource={account.accrued_late_fees}
                  columns={[
                    {
                      key: 'debt',
                      title: t('incomes.fields.parent_debt'),
                      render: (_: unknown, f: Accrued) => {
                        const debt = debtsById.get(f.debt_id);
                        return debt ? parentDebt(debt) : null;
                      },
                    },
                    {
                      key: 'from',
                      title: t('incomes.fields.from'),
                      render: (_: unknown, f: Accrued) => formatDate(f.from),
                    },
                    {
                      key: 'amount',
                      title: t('incomes.fields.amount'),
                      render: (_: unknown, f: Accrued) => formatLira(f.amount),
                    },
                    { key: 'text', title: t('incomes.fields.computation'), dataIndex: 'text' },
                  ]}
                />
              </>
            ),
          },
          {
            key: 'collections',
            label: `${t('incomes.tabs.collections')} (${account.collections.length})`,
            children: (
              <Table
                rowKey="id"
                size="small"
                pagination={{ pageSize: 20 }}
                dataSource={account.collections}
                data-testid="collections"
                columns={[
                  { key: 'receipt_no', title: t('incomes.fields.receipt_no'), dataIndex: 'receipt_no' },
                  {
                    key: 'collected_on',
                    title: t('incomes.fields.date'),
                    render: (_: unknown, c: Collection) => formatDate(c.collected_on),
                  },
                  { key: 'resident_name', title: t('incomes.collect.payer'), dataIndex: 'resident_name' },
                  {
                    key: 'place_name',
                    title: t('incomes.collect.place'),
                    render: (_: unknown, c: Collection) => c.place_name ?? <Tag>{t('incomes.opening')}</Tag>,
                  },
                  {
                    key: 'amount',
                    title: t('incomes.fields.amount'),
                    align: 'right' as const,
                    render: (_: unknown, c: Collection) => formatLira(c.amount),
                  },
                  {
                    key: 'credit',
                    title: t('incomes.fields.credit'),
                    align: 'right' as const,
                    render: (_: unknown, c: Collection) => formatLira(c.credit),
                  },
                  {
                    key: 'actions',
                    title: t('list.actions'),
                    render: (_: unknown, c: Collection) => (
                      <Space>
                        {c.receipt_no !== null && (
                          <Button size="small" type="link" onClick={() => void openReceipt(c.id)}>
                            {t('incomes.receipt')}
                          </Button>
                        )}
                        <DeleteButton onConfirm={() => removeCollection(c.id)} />
                      </Space>
                    ),
                  },
                ]}
              />
            ),
          },
          {
            key: 'otherExpenses',
            label: t('otherExpenses.tab'),
            children: <AccountOtherExpenses kind={kind} id={id} />,
          },
        ]}
      />
      <RefundPanel
        open={refunding}
        onClose={() => setRefunding(false)}
        houseId={kind === 'house' ? id : null}
        residents={payers}
        credit={-account.balance}
        onSaved={async () => {
          setRefunding(false);
          await refresh();
        }}
      />
      <CollectModal
        open={collecting}
        onClose={() => setCollecting(false)}
        houseId={kind === 'house' ? id : null}
        payers={payers}
        defaultAmount={openTotal / 100}
        onSaved={async () => {
          setCollecting(false);
          await refresh();
        }}
      />
    </div>
  );
}
