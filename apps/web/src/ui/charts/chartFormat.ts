import { formatLira } from '../format';

const MONTHS = ['Oca', 'Şub', 'Mar', 'Nis', 'May', 'Haz', 'Tem', 'Ağu', 'Eyl', 'Eki', 'Kas', 'Ara'];

/** 'YYYY-MM' → 'Mar 2026', a chart axis's month; any other text as it is. */
export function chartMonth(value: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return value;
  return `${MONTHS[Number(match[2]) - 1] ?? match[2]} ${match[1]}`;
}

/** An axis tick in lira: '12,5 B ₺' for thousands, '1,2 Mn ₺' for millions, the Turkish way. */
export function chartLiraTick(lira: number): string {
  const abs = Math.abs(lira);
  const fmt = (n: number) => n.toLocaleString('tr-TR', { maximumFractionDigits: 1 });
  if (abs >= 1_000_000) return `${fmt(lira / 1_000_000)} Mn ₺`;
  if (abs >= 1_000) return `${fmt(lira / 1_000)} B ₺`;
  return `${fmt(lira)} ₺`;
}

/** A tooltip's amount: '12.345,67 ₺'. */
export const chartLira = (lira: number): string => formatLira(lira);

/** A count the Turkish way: '1.234'. */
export const chartCount = (n: number): string => n.toLocaleString('tr-TR');
