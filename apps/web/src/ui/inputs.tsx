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

type DateRangeProps = {
  from?: string | null;
  to?: string | null;
  /** Both ends as 'YYYY-MM-DD', null when empty. */
  onChange: (from: string | null, to: string | null) => void;
  'aria-label': string;
  placeholder?: [string, string];
  /** A range both of whose ends must be set (statements); otherwise either end may stay open. */
  required?: boolean;
};

/** A date range of a list's filters or a statement, edited as dd.MM.yyyy. */
export function DateRangeInput({ from, to, onChange, required = false, ...rest }: DateRangeProps) {
  return (
    <DatePicker.RangePicker
      {...rest}
      format="DD.MM.YYYY"
      maxDate={dayjs(DATE_MAX)}
      allowEmpty={required ? [false, false] : [true, true]}
      allowClear={!required}
      value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
      onChange={(dates) => onChange(dates?.[0]?.format('YYYY-MM-DD') ?? null, dates?.[1]?.format('YYYY-MM-DD') ?? null)}
    />
  );
}
