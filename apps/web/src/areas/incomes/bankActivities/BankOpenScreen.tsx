import type { ListResponse } from '@site/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dropdown, Input, Select, Space, Table, type TableColumnType, Tag, Typography } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { api } from '../../../api/client';
import { useCluster } from '../../../session/ClusterProvider';
import { storage } from '../../../session/storage';
import { ActionButton } from '../../../ui/ActionButton';
import { SEARCH_DEBOUNCE_MS } from '../../../ui/DataTable';
import { toast } from '../../../ui/feedback';
import { formatDate, formatLira } from '../../../ui/format';
import { DateRangeInput } from '../../../ui/inputs';
import { PAGE_SIZES, useListParams } from '../../../ui/useListParams';
import { BankTabs } from './BankTabs';
import { ConfidenceTag } from './ConfidenceTag';
import { ImportPanel, useBankAccountOptions } from './ImportPanel';
import { currentHouseOf, HousePicker, ResidentPicker, useHouseOptions, useResidentOptions } from './PayerPickers';
import type { BankActivity, Payer } from './types';

/**
 * /incomes/bank/open: the statement upload, and the open lines with a house and resident picker each,
 * pre-filled from the suggestion; one line or the selected lines are matched into collections.
 */
export default function BankOpenScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const queryClient = useQueryClient();
  const { clusterId } = useCluster();
  const { params, update, clear, apiQuery } = useListParams();
  const [text, setText] = useState(params.q);
  const [picks, setPicks] = useState<Record<number, Payer>>({});
  const [selected, setSelected] = useState<number[]>([]);
  const [matching, setMatching] = useState(false);
  const houses = useHouseOptions();
  const residents = useResidentOptions();
  const bankAccounts = useBankAccountOptions();

  useEffect(() => setText(params.q), [params.q]);
  useEffect(() => {
    if (text === params.q) return;
    const timer = setTimeout(() => update({ q: text }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, params.q, update]);

  const listKey = ['cluster', clusterId, 'bank-activities'];
  const query = { ...apiQuery, list_type: 'open' };
  const { data, isFetching, refetch } = useQuery({
    queryKey: [...listKey, 'open', query],
    queryFn: () => api.get<ListResponse<BankActivity>>(`/clusters/${clusterId}/bank-activities`, query),
    enabled: clusterId !== null,
    placeholderData: keepPreviousData,
  });
  const rows = data?.data ?? [];

  /** Reloads the lists; the matched lines leave the selection, other lines keep what was picked for them. */
  const refresh = async (matched: number[] = []) => {
    setSelected((ids) => ids.filter((id) => !matched.includes(id)));
    setPicks((all) => Object.fromEntries(Object.entries(all).filter(([id]) => !matched.includes(Number(id)))));
    await queryClient.invalidateQueries({ queryKey: listKey });
  };

  const pickOf = (row: BankActivity): Payer =>
    picks[row.id] ?? { house_id: row.suggested_house_id, resident_id: row.suggested_resident_id };
  const setPick = (id: number, change: Partial<Payer>, row: BankActivity) =>
    setPicks((all) => ({ ...all, [id]: { ...(all[id] ?? pickOf(row)), ...change } }));

  const chooseResident = async (row: BankActivity, residentId: number | null) => {
    setPick(row.id, { resident_id: residentId }, row);
    // A payer with a house of their own brings it along when no house is chosen yet.
    if (residentId !== null && clusterId !== null && pickOf(row).house_id === null) {
      const houseId = await currentHouseOf(clusterId, residentId);
      if (houseId !== null) setPick(row.id, { house_id: houseId, resident_id: residentId }, row);
    }
  };

  const matchOne = async (row: BankActivity) => {
    const pick = pickOf(row);
    if (pick.house_id === null && pick.resident_id === null) {
      toast.error(t('bankActivities.pickPayer'));
      return;
    }
    await api.post(`/bank-activities/${row.id}/match`, pick);
    toast.success(t('bankActivities.matched', { count: 1 }));
    await refresh([row.id]);
  };

  const matchSelected = async () => {
    const chosen = rows.filter((r) => selected.includes(r.id));
    const items = chosen.map((r) => ({ id: r.id, ...pickOf(r) }));
    if (!items.length) return;
    if (items.some((i) => i.house_id === null && i.resident_id === null)) {
      toast.error(t('bankActivities.pickPayer'));
      return;
    }
    setMatching(true);
    try {
      await api.post(`/clusters/${clusterId}/bank-activities/match-many`, { items });
      toast.success(t('bankActivities.matched', { count: items.length }));
      await refresh(items.map((i) => i.id));
    } finally {
      setMatching(false);
    }
  };

  const exportAs = async (type: 'ods' | 'xlsx' | 'pdf') => {
    const { page: _p, per_page: _pp, ...rest } = query;
    const response = await api.get<{ data: { url: string } }>(`/clusters/${clusterId}/bank-activities`, {
      ...rest,
      export: 1,
      export_type: type,
    });
    window.open(response.data.url, '_blank', 'noopener');
  };

  const sortOrder = (key: string) =>
    params.orderBy === key ? (params.order === 'desc' ? ('descend' as const) : ('ascend' as const)) : null;

  const columns: TableColumnType<BankActivity>[] = [
    {
      key: 'activity_on',
      title: t('bankActivities.fields.activity_on'),
      sorter: true,
      sortOrder: sortOrder('activity_on'),
      width: 110,
      render: (_v, row) => formatDate(row.activity_on),
    },
    { key: 'reference', title: t('bankActivities.fields.reference'), dataIndex: 'reference' },
    { key: 'bank_account_name', title: t('bankActivities.fields.bank_account'), dataIndex: 'bank_account_name' },
    {
      key: 'amount',
      title: t('bankActivities.fields.amount'),
      sorter: true,
      sortOrder: sortOrder('amount'),
      align: 'right',
      render: (_v, row) => (
        <Typography.Text type={row.is_incoming ? undefined : 'danger'} strong>
          {formatLira(row.amount)}
        </Typography.Text>
      ),
    },
    { key: 'sender_name', title: t('bankActivities.fields.sender_name'), dataIndex: 'sender_name' },
    {
      key: 'description',
      title: t('bankActivities.fields.description'),
      render: (_v, row) => (
        <>
          <div>{row.description}</div>
          {row.iban && <Typography.Text type="secondary">{row.iban}</Typography.Text>}
        </>
      ),
    },
    {
      key: 'confidence',
      title: t('bankActivities.fields.confidence'),
      sorter: true,
      sortOrder: sortOrder('confidence'),
      render: (_v, row) => <ConfidenceTag confidence={row.confidence} reason={row.suggestion_reason} />,
    },
    {
      key: 'house',
      title: t('bankActivities.fields.house'),
      render: (_v, row) =>
        row.is_incoming ? (
          <HousePicker
            options={houses}
            value={pickOf(row).house_id}
            label={row.suggested_house_label}
            onChange={(id) => setPick(row.id, { house_id: id }, row)}
          />
        ) : (
          <Tag>{t('bankActivities.outgoing')}</Tag>
        ),
    },
    {
      key: 'resident',
      title: t('bankActivities.fields.resident'),
      render: (_v, row) =>
        row.is_incoming ? (
          <ResidentPicker
            options={residents}
            value={pickOf(row).resident_id}
            label={row.suggested_resident_name}
            onChange={(id) => void chooseResident(row, id)}
          />
        ) : null,
    },
    {
      key: 'actions',
      title: t('list.actions'),
      render: (_v, row) => (
        <Space size="small">
          {row.is_incoming ? (
            <ActionButton size="small" type="primary" onClick={() => matchOne(row).catch(() => undefined)}>
              {t('bankActivities.match')}
            </ActionButton>
          ) : (
            // An outgoing line is booked on its own screen: as an invoice payment, an expense or a transfer.
            <Button size="small" type="primary" onClick={() => navigate(`/incomes/bank/${row.id}${search}`)}>
              {t('bankActivities.book.action')}
            </Button>
          )}
          <Button size="small" type="link" onClick={() => navigate(`/incomes/bank/${row.id}${search}`)}>
            {t('common.show')}
          </Button>
        </Space>
      ),
    },
  ];

  const meta = data?.meta;
  const f = params.filters;
  return (
    <div className="data-table">
      <BankTabs active="/incomes/bank/open" />
      <div className="table-title-bar">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('menu.incomes.bankOpen')}
        </Typography.Title>
        <ImportPanel onImported={() => void refresh()} />
      </div>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          aria-label={t('list.search')}
          placeholder={t('bankActivities.searchHint')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          style={{ width: 240 }}
        />
        <Select<number>
          allowClear
          style={{ width: 200 }}
          aria-label={t('bankActivities.fields.bank_account')}
          placeholder={t('bankActivities.fields.bank_account')}
          options={bankAccounts}
          value={f.bank_account_id ? Number(f.bank_account_id) : undefined}
          onChange={(id) => update({ bank_account_id: id ?? null })}
        />
        <DateRangeInput
          aria-label={t('bankActivities.filters.dates')}
          from={f.date_from}
          to={f.date_to}
          onChange={(date_from, date_to) => update({ date_from, date_to })}
        />
        <Select<number>
          allowClear
          style={{ width: 180 }}
          aria-label={t('bankActivities.filters.minConfidence')}
          placeholder={t('bankActivities.filters.minConfidence')}
          value={f.min_confidence ? Number(f.min_confidence) : undefined}
          onChange={(v) => update({ min_confidence: v ?? null })}
          options={[90, 75, 50].map((v) => ({ value: v, label: `%${v}+` }))}
        />
        <Select<string>
          allowClear
          style={{ width: 180 }}
          aria-label={t('bankActivities.filters.hasSuggestion')}
          placeholder={t('bankActivities.filters.hasSuggestion')}
          value={f.has_suggestion}
          onChange={(v) => update({ has_suggestion: v ?? null })}
          options={[
            { value: '1', label: t('bankActivities.filters.withSuggestion') },
            { value: '0', label: t('bankActivities.filters.withoutSuggestion') },
          ]}
        />
        <Button onClick={clear}>{t('list.clearFilters')}</Button>
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'ods', label: 'ODS' },
              { key: 'xlsx', label: 'XLSX' },
              { key: 'pdf', label: 'PDF' },
            ],
            onClick: ({ key }) => void exportAs(key as 'ods' | 'xlsx' | 'pdf').catch(() => undefined),
          }}
        >
          <Button>{t('list.export')}</Button>
        </Dropdown>
        <Button onClick={() => void refetch()}>{t('common.reload')}</Button>
        <ActionButton
          type="primary"
          disabled={!selected.length}
          loading={matching}
          onClick={() => matchSelected().catch(() => undefined)}
        >
          {t('bankActivities.matchSelected')}
        </ActionButton>
      </Space>
      <Table<BankActivity>
        rowKey="id"
        size="middle"
        loading={isFetching}
        columns={columns}
        dataSource={rows}
        scroll={{ x: true }}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(Number)),
          getCheckboxProps: (row) => ({ disabled: !row.is_incoming }),
        }}
        pagination={{
          current: params.page,
          pageSize: params.perPage,
          total: meta?.total ?? 0,
          pageSizeOptions: PAGE_SIZES,
          showSizeChanger: true,
          showTotal: (total) => t('list.total', { count: total }),
        }}
        onChange={(pagination, _filters, sorter) => {
          const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<BankActivity>;
          const perPage = pagination.pageSize ?? params.perPage;
          if (perPage !== params.perPage) storage.set('perPage', perPage);
          update(
            {
              page: perPage !== params.perPage ? 1 : pagination.current,
              per_page: perPage,
              order_by: s.order ? String(s.columnKey) : null,
              order: s.order ? (s.order === 'descend' ? 'desc' : 'asc') : null,
            },
            false,
          );
        }}
      />
    </div>
  );
}
