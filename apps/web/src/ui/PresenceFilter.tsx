import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../locales/keys';
import { FilterSelect } from './FilterSelect';

/**
 * A filter of a list's presence column (`name=0`: none yet, `name=1`: set), its two choices named for the
 * screen: inside / left, current / ended.
 */
export function PresenceFilter({
  name,
  label,
  absent,
  present,
}: {
  name: string;
  label: MessageKey;
  absent: MessageKey;
  present: MessageKey;
}) {
  const { t } = useTranslation();
  return (
    <FilterSelect
      name={name}
      label={label}
      search={false}
      options={[
        { value: '0', label: t(absent) },
        { value: '1', label: t(present) },
      ]}
    />
  );
}
