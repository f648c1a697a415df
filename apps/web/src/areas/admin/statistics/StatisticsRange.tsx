import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DateRangeInput } from '../../../ui/inputs';
import type { StatisticsRange as Range } from './api';

/** The statistics' date range, kept in the URL (`date_from`, `date_to`); empty means the server's last 30 days. */
export function useStatisticsRange(): [Range, (range: Range) => void] {
  const [search, setSearch] = useSearchParams();
  const range = { date_from: search.get('date_from'), date_to: search.get('date_to') };
  const update = ({ date_from, date_to }: Range) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries({ date_from, date_to })) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setSearch(next, { replace: true });
  };
  return [range, update];
}

/** The range picker, showing the range the answer covers (the default one too). */
export function StatisticsRange({
  shown,
  onChange,
}: {
  shown: { date_from: string; date_to: string } | undefined;
  onChange: (range: Range) => void;
}) {
  const { t } = useTranslation();
  return (
    <DateRangeInput
      aria-label={t('admin.statistics.range')}
      from={shown?.date_from}
      to={shown?.date_to}
      onChange={(date_from, date_to) => onChange({ date_from, date_to })}
    />
  );
}
