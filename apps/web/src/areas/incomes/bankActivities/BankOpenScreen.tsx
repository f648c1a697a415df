import type { BankActivity } from '@site/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { KeyIn } from '../../../locales/keys';
import { useCluster } from '../../../session/ClusterProvider';
import { ActionButton } from '../../../ui/ActionButton';
import type { ColumnDef, Row } from '../../../ui/DataTable';
import { toast } from '../../../ui/feedback';
import { formatLira } from '../../../ui/format';
import { bankActivitiesApi, refreshBankActivities } from '../api';
import { BankOpenFilters } from './BankOpenFilters';
import { BankLines } from './BankTabs';
import { ConfidenceTag } from './ConfidenceTag';
import { ImportPanel } from './ImportPanel';
import { HousePicker, ResidentPicker, useHouseOptions, useResidentOptions, withCurrentHouse } from './PayerPickers';
import type { Payer } from './types';

type Selection = { clusterId: number | null; ids: number[]; rows: BankActivity[] };

const activity = (row: Row) => row as BankActivity;
const field = (name: KeyIn<'bankActivities.fields'>) => `bankActivities.fields.${name}` as const;

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
  const [picks, setPicks] = useState<Record<number, Payer>>({});
  const [selection, setSelection] = useState<Selection>({ clusterId, ids: [], rows: [] });
  // Lines of one complex are matched together: another complex starts with none picked.
  const selected = selection.clusterId === clusterId ? selection : { ids: [], rows: [] };
  const [matching, setMatching] = useState(false);
  const houses = useHouseOptions();
  const residents = useResidentOptions();

  /** Reloads the lists; the matched lines leave the selection, other lines keep what was picked for them. */
  const refresh = async (matched: number[] = []) => {
    setSelection((all) => ({
      ...all,
      ids: all.ids.filter((id) => !matched.includes(id)),
      rows: all.rows.filter((row) => !matched.includes(row.id)),
    }));
    setPicks((all) => Object.fromEntries(Object.entries(all).filter(([id]) => !matched.includes(Number(id)))));
    await refreshBankActivities(queryClient, clusterId);
  };

  const pickOf = (row: BankActivity): Payer =>
    picks[row.id] ?? { house_id: row.suggested_house_id, resident_id: row.suggested_resident_id };
  const setPick = (id: number, change: Partial<Payer>, row: BankActivity) =>
    setPicks((all) => ({ ...all, [id]: { ...(all[id] ?? pickOf(row)), ...change } }));

  const chooseResident = async (row: BankActivity, residentId: number | null) => {
    const chosen = { ...pickOf(row), resident_id: residentId };
    setPick(row.id, chosen, row);
    const withHouse = await withCurrentHouse(clusterId, chosen);
    if (withHouse !== chosen) setPick(row.id, withHouse, row);
  };

  /** A line is matched to a house, a resident or both: says so when one of `payers` has neither. */
  const payerMissing = (payers: Payer[]) => {
    const missing = payers.some((p) => p.house_id === null && p.resident_id === null);
    if (missing) toast.error(t('bankActivities.pickPayer'));
    return missing;
  };

  const matchOne = async (row: BankActivity) => {
    const pick = pickOf(row);
    if (payerMissing([pick])) return;
    await bankActivitiesApi.match(row.id, pick);
    toast.success(t('bankActivities.matched', { count: 1 }));
    await refresh([row.id]);
  };

  const matchSelected = async () => {
    const items = selected.rows.map((r) => ({ id: r.id, ...pickOf(r) }));
    if (!items.length || payerMissing(items)) return;
    setMatching(true);
    try {
      await bankActivitiesApi.matchMany(clusterId, items);
      toast.success(t('bankActivities.matched', { count: items.length }));
      await refresh(items.map((i) => i.id));
    } finally {
      setMatching(false);
    }
  };

  const columns: ColumnDef[] = [
    { key: 'activity_on', title: field('activity_on'), sortKey: 'activity_on', width: 110, render: 'date' },
    { key: 'reference', title: field('reference') },
    { key: 'bank_account_name', title: field('bank_account') },
    {
      key: 'amount',
      title: field('amount'),
      sortKey: 'amount',
      align: 'right',
      render: (row) => (
        <Typography.Text type={row.is_incoming ? undefined : 'danger'} strong>
          {formatLira(activity(row).amount)}
        </Typography.Text>
      ),
    },
    { key: 'sender_name', title: field('sender_name') },
    {
      key: 'description',
      title: field('description'),
      render: (row) => (
        <>
          <div>{activity(row).description}</div>
          {row.iban ? <Typography.Text type="secondary">{activity(row).iban}</Typography.Text> : null}
        </>
      ),
    },
    {
      key: 'confidence',
      title: field('confidence'),
      sortKey: 'confidence',
      render: (row) => <ConfidenceTag confidence={activity(row).confidence} reason={activity(row).suggestion_reason} />,
    },
    {
      key: 'house',
      title: field('house'),
      render: (row) =>
        row.is_incoming ? (
          <HousePicker
            options={houses}
            value={pickOf(activity(row)).house_id}
            label={activity(row).suggested_house_label}
            onChange={(id) => setPick(row.id, { house_id: id }, activity(row))}
          />
        ) : (
          <Tag>{t('bankActivities.outgoing')}</Tag>
        ),
    },
    {
      key: 'resident',
      title: field('resident'),
      render: (row) =>
        row.is_incoming ? (
          <ResidentPicker
            options={residents}
            value={pickOf(activity(row)).resident_id}
            label={activity(row).suggested_resident_name}
            onChange={(id) => void chooseResident(activity(row), id)}
          />
        ) : null,
    },
  ];

  return (
    <BankLines
      listType="open"
      searchPlaceholder="bankActivities.searchHint"
      columns={columns}
      rowSelection={{
        selectedIds: selected.ids,
        // A row of another page may be unknown to the table: only the ids are sure.
        onChange: (ids, rows) => setSelection({ clusterId, ids, rows: rows.filter(Boolean).map(activity) }),
        disabled: (row) => !row.is_incoming,
      }}
      toolbar={
        <>
          <ImportPanel onImported={() => void refresh()} />
          <ActionButton
            type="primary"
            disabled={!selected.ids.length}
            loading={matching}
            onClick={() => matchSelected().catch(() => undefined)}
          >
            {t('bankActivities.matchSelected')}
          </ActionButton>
        </>
      }
      filters={<BankOpenFilters />}
      rowActions={(row) =>
        row.is_incoming ? (
          <ActionButton size="small" type="primary" onClick={() => matchOne(activity(row)).catch(() => undefined)}>
            {t('bankActivities.match')}
          </ActionButton>
        ) : (
          // An outgoing line is booked on its own screen: as an invoice payment, an expense or a transfer.
          <Button size="small" type="primary" onClick={() => navigate(`/incomes/bank/${row.id}${search}`)}>
            {t('bankActivities.book.action')}
          </Button>
        )
      }
    />
  );
}
