import { formatMoney, toKurus } from '@site/shared';
import dayjs from 'dayjs';

/** dd.MM.yyyy, as Turkish screens show dates. */
export const formatDate = (value: unknown): string => (value ? dayjs(String(value)).format('DD.MM.YYYY') : '');
export const formatDateTime = (value: unknown): string =>
  value ? dayjs(String(value)).format('DD.MM.YYYY HH:mm') : '';

/** An amount in lira as the screens show it: '60.000,00 ₺'; empty for no amount. */
export const formatLira = (lira: number | null | undefined): string =>
  typeof lira === 'number' && Number.isFinite(lira) ? formatMoney(toKurus(lira)) : '';

/** 'YYYY-MM' → 'MM.YYYY', the way a charged month is shown. */
export const formatPeriod = (value: unknown): string =>
  typeof value === 'string' && /^\d{4}-\d{2}$/.test(value) ? `${value.slice(5)}.${value.slice(0, 4)}` : '';
