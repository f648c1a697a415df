import { useTranslation } from 'react-i18next';
import { keyUnder } from '../../../locales/keys';
import { DataTable } from '../../../ui/DataTable';
import { FilterBar } from '../../../ui/FilterBar';
import { FilterSelect } from '../../../ui/FilterSelect';
import { PresenceFilter } from '../../../ui/PresenceFilter';

const field = (name: string) => keyUnder('communication.houseUsers.fields', name);
const TYPE_IDS = [1, 2, 3, 4, 5, 6];

/** The house user type and today's links or ended ones. */
function HouseUserFilters() {
  const { t } = useTranslation();
  return (
    <FilterBar testId="house-user-filters">
      <FilterSelect
        name="house_user_type_id"
        label={field('house_user_type_id')}
        search={false}
        options={TYPE_IDS.map((id) => ({ value: id, label: t(keyUnder('houseUsers.types', id)) }))}
      />
      <PresenceFilter
        name="has_ended"
        label="communication.houseUsers.period"
        absent="communication.houseUsers.periods.current"
        present="communication.houseUsers.periods.ended"
      />
    </FilterBar>
  );
}

/**
 * /communication/house-users: the complex's contact list, read-only: every link of a person to a house with
 * its type and the person's phone, e-mail and how they are notified. The links are written on the residents
 * and houses screens.
 */
export default function HouseUsersScreen() {
  const { t } = useTranslation();
  return (
    <DataTable
      resource="house-users"
      basePath="/communication/house-users"
      title="menu.communication.houseUsers"
      canWrite={false}
      hasShow={false}
      searchPlaceholder="communication.houseUsers.search"
      filters={<HouseUserFilters />}
      columns={[
        { key: 'house_label', title: field('house_label'), sortKey: 'house_label' },
        { key: 'resident_name', title: field('resident_name'), sortKey: 'resident_name' },
        {
          key: 'house_user_type_id',
          title: field('house_user_type_id'),
          sortKey: 'house_user_type_id',
          enumPrefix: 'houseUsers.types',
        },
        { key: 'phone', title: field('phone'), sortKey: 'phone' },
        { key: 'email', title: field('email'), sortKey: 'email' },
        {
          key: 'notification_medium',
          title: field('notification_medium'),
          render: (row) =>
            row.notification_medium
              ? t(keyUnder('communication.houseUsers.mediums', String(row.notification_medium)), {
                  defaultValue: String(row.notification_medium),
                })
              : '',
        },
        { key: 'is_phone_verified', title: field('is_phone_verified'), render: 'flag' },
        { key: 'starts_on', title: field('starts_on'), sortKey: 'starts_on', render: 'date' },
        { key: 'ends_on', title: field('ends_on'), sortKey: 'ends_on', render: 'date' },
      ]}
    />
  );
}
