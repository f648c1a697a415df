import { genericTypes } from '@site/shared';

/** 'YYYY-MM' → 'Kasım 2026', with the month names the screens show. */
export const periodName = (period: string): string => {
  const [y, m] = period.split('-').map(Number);
  return `${genericTypes.months[m - 1].name} ${y}`;
};
