import { toKurus } from '@site/shared';

type Row = Record<string, unknown>;

/**
 * API lira (two decimals) → stored integer kuruş, for the given columns present in the payload. The way back
 * is the shared `lira` codec: answers hand over kuruş and the serialiser writes lira.
 */
export function moneyToRow(input: Row, keys: readonly string[]): Row {
  return Object.fromEntries(
    keys.filter((k) => input[k] !== undefined).map((k) => [k, input[k] === null ? null : toKurus(input[k] as number)]),
  );
}
