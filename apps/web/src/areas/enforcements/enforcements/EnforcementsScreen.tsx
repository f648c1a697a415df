import { enforcementSchema, LAWYER_PROVIDER_TYPE } from '@site/shared';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { KeyIn } from '../../../locales/keys';
import { ResourceScreen } from '../../../ui/ResourceScreen';
import { ClusterProviderSelect } from '../../definitions/public';

const field = (name: KeyIn<'receivables.enforcements.fields'>) => `receivables.enforcements.fields.${name}` as const;

/** /enforcements: the complex's enforcement cases (icra takipleri) against residents. */
export default function EnforcementsScreen() {
  const { t } = useTranslation();
  // A new case is opened today unless the manager says otherwise.
  const defaults = useMemo(() => ({ issued_on: dayjs().format('YYYY-MM-DD'), is_closed: false }), []);
  return (
    <ResourceScreen
      resource="enforcements"
      basePath="/enforcements"
      title="menu.enforcements.title"
      schema={enforcementSchema}
      defaults={defaults}
      columns={[
        { key: 'resident_name', title: field('resident_id'), sortKey: 'resident_name', filter: 'text' },
        { key: 'lawyer_name', title: field('lawyer_id'), sortKey: 'lawyer_name' },
        { key: 'file_no', title: field('file_no'), sortKey: 'file_no', filter: 'text' },
        { key: 'amount', title: field('amount'), sortKey: 'amount', render: 'money' },
        { key: 'left_amount', title: field('left_amount'), sortKey: 'left_amount', render: 'money' },
        { key: 'issued_on', title: field('issued_on'), sortKey: 'issued_on', render: 'date' },
        { key: 'is_closed', title: field('is_closed'), sortKey: 'is_closed', render: 'flag', filter: 'flag' },
      ]}
      fields={[
        { name: 'resident_id', label: field('resident_id'), kind: 'select', required: true, optionsFrom: 'residents' },
        {
          name: 'lawyer_id',
          label: field('lawyer_id'),
          kind: 'custom',
          render: (props) => (
            <ClusterProviderSelect
              {...props}
              providerType={LAWYER_PROVIDER_TYPE}
              allowClear
              label={t(field('lawyer_id'))}
              addLabel={t('receivables.enforcements.addLawyer')}
              nameLabel={t('receivables.enforcements.lawyerName')}
            />
          ),
        },
        { name: 'file_no', label: field('file_no'), kind: 'text' },
        { name: 'issued_on', label: field('issued_on'), kind: 'date', required: true },
        { name: 'amount', label: field('amount'), kind: 'money' },
        { name: 'left_amount', label: field('left_amount'), kind: 'money' },
        { name: 'is_closed', label: field('is_closed'), kind: 'flag' },
        { name: 'closed_on', label: field('closed_on'), kind: 'date' },
        { name: 'description', label: field('description'), kind: 'textarea', span: 24 },
      ]}
    />
  );
}
