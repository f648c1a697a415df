import { formatMoney, toKurus } from '@site/shared';
import { Button, Input, Space, Table, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../ui/inputs';
import type { ControlProps } from '../../../ui/ResourceForm';
import { amountColumn, withAmount } from './amountColumn';
import { useHouseOptions } from './pickers';

type HouseAmount = { house_id: number; amount?: number | null };

type Props = Partial<ControlProps> & {
  /** Under 'Seçili Bloklar', only the houses of these blocks can be charged. */
  blockIds: number[] | null;
};

/** A free assessment: an amount for each house, typed one by one or filled into all with 'Tümüne uygula'. */
export function HouseAmountsInput({ id, value, onChange, disabled, blockIds }: Props) {
  const { t } = useTranslation();
  const { options, isLoading } = useHouseOptions(true);
  const [search, setSearch] = useState('');
  const [fill, setFill] = useState<number | null>(null);

  const houses = useMemo(
    () => (blockIds ? options.filter((h) => h.blockId !== null && blockIds.includes(h.blockId)) : options),
    [options, blockIds],
  );
  const rows = (Array.isArray(value) ? (value as HouseAmount[]) : []).filter((r) => r.amount != null);
  const amounts = new Map(rows.map((r) => [r.house_id, r.amount as number]));
  const emit = (next: Map<number, number | null>) =>
    onChange?.([...next].map(([house_id, amount]) => ({ house_id, amount })));

  // A house outside the chosen blocks cannot be charged: drop its amount when the blocks change.
  const allowed = useMemo(() => new Set(houses.map((h) => h.value)), [houses]);
  const outside = !isLoading && rows.some((r) => !allowed.has(r.house_id));
  useEffect(() => {
    if (outside) onChange?.(rows.filter((r) => allowed.has(r.house_id)));
  }, [outside, allowed, rows, onChange]);

  const set = (houseId: number, amount: number | null) => emit(withAmount(amounts, [houseId], amount));
  const applyToAll = () =>
    emit(
      withAmount(
        amounts,
        houses.map((house) => house.value),
        fill,
      ),
    );

  const needle = search.trim().toLocaleLowerCase('tr');
  const shown = needle ? houses.filter((h) => h.label.toLocaleLowerCase('tr').includes(needle)) : houses;
  const charged = rows.filter((r) => allowed.has(r.house_id) && (r.amount ?? 0) > 0);
  const total = charged.reduce((sum, r) => sum + toKurus(r.amount ?? 0), 0);

  return (
    <div id={id} data-testid="house-amounts">
      <Space wrap style={{ marginBottom: 8 }}>
        <Input.Search
          allowClear
          aria-label={t('assessments.houseAmounts.search')}
          placeholder={t('assessments.houseAmounts.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          style={{ width: 200 }}
        />
        <MoneyInput
          aria-label={t('assessments.houseAmounts.fillAmount')}
          disabled={disabled}
          value={fill}
          onChange={setFill}
          style={{ width: 180 }}
        />
        <Button disabled={disabled} onClick={applyToAll}>
          {t('assessments.houseAmounts.applyAll')}
        </Button>
      </Space>
      <Table
        size="small"
        rowKey="value"
        loading={isLoading}
        dataSource={shown}
        pagination={{ defaultPageSize: 10, showSizeChanger: true, pageSizeOptions: [10, 20, 50, 100] }}
        columns={[
          { key: 'house', title: t('assessments.houseAmounts.house'), dataIndex: 'label' },
          amountColumn({ title: t('assessments.houseAmounts.amount'), width: 200, disabled, amounts, onChange: set }),
        ]}
      />
      <Typography.Text type="secondary">
        {t('assessments.houseAmounts.summary', { count: charged.length, total: formatMoney(total) })}
      </Typography.Text>
    </div>
  );
}
