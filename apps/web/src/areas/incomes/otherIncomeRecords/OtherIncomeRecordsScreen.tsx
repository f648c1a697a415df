import { otherIncomeRecordSchema } from '@site/shared';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import type { KeyIn } from '../../../locales/keys';
import { ResourceScreen } from '../../../ui/ResourceScreen';
import { HouseSelect } from './HouseSelect';
import { OtherIncomeRecordFilters } from './OtherIncomeRecordFilters';

const field = (name: KeyIn<'receivables.otherIncomeRecords.fields'>) =>
  `receivables.otherIncomeRecords.fields.${name}` as const;

/** /incomes/other: incomes that are not dues (parking rent, advertising …), into a bank account or a safe. */
export default function OtherIncomeRecordsScreen() {
  const defaults = useMemo(() => ({ collected_on: dayjs().format('YYYY-MM-DD') }), []);
  return (
    <>
      <OtherIncomeRecordFilters />
      <ResourceScreen
        resource="other-income-records"
        basePath="/incomes/other"
        title="menu.incomes.other"
        schema={otherIncomeRecordSchema}
        defaults={defaults}
        // A record is money into a bank account or a safe.
        movesMoney
        columns={[
          { key: 'collected_on', title: field('collected_on'), sortKey: 'collected_on', render: 'date' },
          {
            key: 'other_income_name',
            title: field('other_income_id'),
            sortKey: 'other_income_name',
            filter: 'text',
          },
          { key: 'house_label', title: field('house_id'), filter: 'text' },
          { key: 'resident_name', title: field('resident_id'), sortKey: 'resident_name', filter: 'text' },
          { key: 'place_name', title: field('place_name') },
          { key: 'amount', title: field('amount'), sortKey: 'amount', render: 'money' },
          { key: 'description', title: field('description'), filter: 'text' },
        ]}
        fields={[
          {
            name: 'other_income_id',
            label: field('other_income_id'),
            kind: 'select',
            required: true,
            optionsFrom: 'other-incomes',
            optionsQuery: { is_active: 1 },
          },
          { name: 'collected_on', label: field('collected_on'), kind: 'date', required: true },
          { name: 'amount', label: field('amount'), kind: 'money', required: true },
          {
            name: 'bank_account_id',
            label: field('bank_account_id'),
            kind: 'select',
            optionsFrom: 'bank-accounts',
            optionsQuery: { is_active: 1 },
          },
          {
            name: 'safe_id',
            label: field('safe_id'),
            kind: 'select',
            optionsFrom: 'safes',
            optionsQuery: { is_active: 1 },
          },
          {
            name: 'house_id',
            label: field('house_id'),
            kind: 'custom',
            render: (props) => <HouseSelect {...props} label={field('house_id')} />,
          },
          { name: 'resident_id', label: field('resident_id'), kind: 'select', optionsFrom: 'residents' },
          { name: 'description', label: field('description'), kind: 'textarea', span: 24 },
        ]}
      />
    </>
  );
}
