import { DATE_MAX, formatMoneyAmount, MONEY_MAX, parseMoneyInput, toKurus } from '@site/shared';
import { DatePicker, Input } from 'antd';
import dayjs from 'dayjs';
import { type CSSProperties, useEffect, useRef, useState } from 'react';

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

/** The text a money field shows for an amount: '1.234,56'. */
function moneyText(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? formatMoneyAmount(toKurus(value)) : '';
}

/**
 * Money: two decimals, ₺ (spec §5). Typed text is read as a Turkish user means it ('60.000' is sixty
 * thousand, '1.234,56', '1234,56'), and on leaving the field it shows what it understood ('60.000,00').
 * Text that is no amount is handed on as it is, so the form's rule names the numeric error.
 */
export function MoneyInput({ value, onChange, allowNegative = false, style, ...rest }: MoneyProps) {
  const [text, setText] = useState(() => moneyText(value));
  const focused = useRef(false);
  // A value set from outside (a loaded record, a preset) shows as formatted text unless the user is typing.
  useEffect(() => {
    if (!focused.current) setText(moneyText(value));
  }, [value]);
  const read = (raw: string): number | string | null => {
    const amount = parseMoneyInput(raw);
    if (amount === null) return raw.trim() ? raw : null;
    if ((!allowNegative && amount < 0) || Math.abs(amount) > MONEY_MAX) return raw;
    return amount;
  };
  return (
    <Input
      {...rest}
      style={{ width: '100%', ...style }}
      inputMode="decimal"
      autoComplete="off"
      suffix="₺"
      value={text}
      onFocus={() => {
        focused.current = true;
      }}
      onChange={(event) => {
        setText(event.target.value);
        onChange?.(read(event.target.value) as number | null);
      }}
      onBlur={() => {
        focused.current = false;
        const amount = read(text);
        if (typeof amount === 'number') setText(moneyText(amount));
      }}
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
