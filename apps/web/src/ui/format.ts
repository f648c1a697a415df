import { formatMoney, toKurus } from '@site/shared/money';
import dayjs from 'dayjs';

/** dd.MM.yyyy, as Turkish screens show dates. */
export const formatDate = (value: unknown): string => (value ? dayjs(String(value)).format('DD.MM.YYYY') : '');
export const formatDateTime = (value: unknown): string =>
  value ? dayjs(String(value)).format('DD.MM.YYYY HH:mm') : '';

/**
 * A number of a list cell the Turkish way, with a decimal comma ('8,5', '110,25'), up to 4 decimals. Not
 * grouped, so that a year or a number that names something (2026, 1250) reads as typed.
 */
export const formatNumber = (value: number): string =>
  value.toLocaleString('tr-TR', { maximumFractionDigits: 4, useGrouping: false });

/** An amount in lira as the screens show it: '60.000,00 ₺'; empty for no amount. */
export const formatLira = (lira: number | null | undefined): string =>
  typeof lira === 'number' && Number.isFinite(lira) ? formatMoney(toKurus(lira)) : '';

/** 'YYYY-MM' → 'Haziran 2026', the one way a charged month (a period) reads, in the screen's language. */
export const formatPeriod = (value: unknown): string =>
  typeof value === 'string' && /^\d{4}-\d{2}$/.test(value) ? dayjs(`${value}-01`).format(PERIOD_FORMAT) : '';

/** How a period reads ('Haziran 2026'). */
export const PERIOD_FORMAT = 'MMMM YYYY';
/** A month picker shows the period as it reads everywhere and also takes it typed as 06.2026. */
export const MONTH_PICKER_FORMAT = [PERIOD_FORMAT, 'MM.YYYY'];
