import { DateRangeInput } from './inputs';
import { useListParams } from './useListParams';

/**
 * A list's date range filter, kept in the URL as `date_from` and `date_to` like the list's other filters.
 * `label` names the control; `placeholder` its two ends, when it shows them.
 */
export function ListDateRange({ label, placeholder }: { label: string; placeholder?: [string, string] }) {
  const { params, update } = useListParams();
  return (
    <DateRangeInput
      aria-label={label}
      placeholder={placeholder}
      from={params.filters.date_from}
      to={params.filters.date_to}
      onChange={(date_from, date_to) => update({ date_from, date_to })}
    />
  );
}
