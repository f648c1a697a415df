import { fromKurus, toKurus } from '@site/shared';

type Row = Record<string, unknown>;

/** API lira (two decimals) → stored integer kuruş, for the given columns present in the payload. */
export function moneyToRow(input: Row, keys: readonly string[]): Row {
  return Object.fromEntries(
    keys.filter((k) => input[k] !== undefined).map((k) => [k, input[k] === null ? null : toKurus(input[k] as number)]),
  );
}

/** Stored integer kuruş → API lira. */
export function moneyToApi(row: Row, keys: readonly string[]): Row {
  return Object.fromEntries(
    keys.map((k) => [k, row[k] === null || row[k] === undefined ? null : fromKurus(Number(row[k]))]),
  );
}
