import { DATE_MAX, MONEY_MAX } from '@site/shared';
import { DatePicker, InputNumber } from 'antd';
import dayjs from 'dayjs';
import type { CSSProperties } from 'react';

type MoneyProps = {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  disabled?: boolean;
  /** Negative amounts are credits (alacak) on opening balances. */
  allowNegative?: boolean;
  'aria-label'?: string;
  style?: CSSProperties;
};

/** Money: two decimals, step 0.01, ₺ (spec §5). */
export function MoneyInput({ value, onChange, allowNegative = false, style, ...rest }: MoneyProps) {
  return (
    <InputNumber<number>
      {...rest}
      style={{ width: '100%', ...style }}
      decimalSeparator=","
      precision={2}
      step={0.01}
      min={allowNegative ? -MONEY_MAX : 0}
      max={MONEY_MAX}
      suffix="₺"
      value={value ?? null}
      onChange={(v) => onChange?.(v ?? null)}
    />
  );
}

type DateProps = {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  disabled?: boolean;
  'aria-label'?: string;
};

/** A 'YYYY-MM-DD' value edited as dd.MM.yyyy, not after 2099-12-12 (spec §5). */
export function DateInput({ value, onChange, ...rest }: DateProps) {
  return (
    <DatePicker
      {...rest}
      style={{ width: '100%' }}
      format="DD.MM.YYYY"
      maxDate={dayjs(DATE_MAX)}
      value={value ? dayjs(value) : null}
      onChange={(d) => onChange?.(d ? d.format('YYYY-MM-DD') : null)}
    />
  );
}
