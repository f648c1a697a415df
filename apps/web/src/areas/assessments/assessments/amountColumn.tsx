import type { TableColumnType } from 'antd';
import { MoneyInput } from '../../../ui/inputs';
import type { Option } from './pickers';

/** The amounts with those of `ids` set to `amount`; an emptied amount leaves the map (not charged). */
export function withAmount(
  amounts: ReadonlyMap<number, number | null>,
  ids: number[],
  amount: number | null,
): Map<number, number | null> {
  const next = new Map(amounts);
  for (const id of ids) {
    if (amount === null) next.delete(id);
    else next.set(id, amount);
  }
  return next;
}

/** The amount column of a table that charges each row (a house, a unit type) its own amount. */
export function amountColumn<R extends Option>({
  title,
  width,
  disabled,
  amounts,
  onChange,
}: {
  title: string;
  width: number;
  disabled?: boolean;
  amounts: ReadonlyMap<number, number | null>;
  onChange: (id: number, amount: number | null) => void;
}): TableColumnType<R> {
  return {
    key: 'amount',
    title,
    width,
    render: (_v, row) => (
      <MoneyInput
        aria-label={`${row.label} ${title}`}
        disabled={disabled}
        value={amounts.get(row.value) ?? null}
        onChange={(amount) => onChange(row.value, amount)}
      />
    ),
  };
}
