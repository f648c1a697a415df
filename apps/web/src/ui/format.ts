import { formatMoney, toKurus } from '@site/shared/money';
import i18n from 'i18next';

const pad = (n: number) => String(n).padStart(2, '0');

/** A date ('2026-06-30') or a timestamp (in local time) as the screens show it; '' for none or nonsense. */
function formatWhen(value: unknown, withTime: boolean): string {
  if (!value) return '';
  const text = String(value);
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const at = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(text);
  if (Number.isNaN(at.getTime())) return '';
  const date = `${pad(at.getDate())}.${pad(at.getMonth() + 1)}.${at.getFullYear()}`;
  return withTime ? `${date} ${pad(at.getHours())}:${pad(at.getMinutes())}` : date;
}

/** dd.MM.yyyy, as Turkish screens show dates. */
export const formatDate = (value: unknown): string => formatWhen(value, false);
/** dd.MM.yyyy HH:mm. */
export const formatDateTime = (value: unknown): string => formatWhen(value, true);

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
export function formatPeriod(value: unknown): string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}$/.test(value)) return '';
  const [year, month] = value.split('-').map(Number);
  // Turkish, or English for the other languages, as the date pickers (dayjs) speak.
  const locale = !i18n.language || i18n.language === 'tr' ? 'tr-TR' : 'en-US';
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, 1),
  );
}

/** How a period reads ('Haziran 2026'). */
export const PERIOD_FORMAT = 'MMMM YYYY';
/** A month picker shows the period as it reads everywhere and also takes it typed as 06.2026. */
export const MONTH_PICKER_FORMAT = [PERIOD_FORMAT, 'MM.YYYY'];
