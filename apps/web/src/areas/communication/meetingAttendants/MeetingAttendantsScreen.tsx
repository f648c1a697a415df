import { Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keyUnder } from '../../../locales/keys';
import { useCluster } from '../../../session/ClusterProvider';
import { ActionButton } from '../../../ui/ActionButton';
import { DataTable } from '../../../ui/DataTable';
import { toast } from '../../../ui/feedback';
import { DateInput } from '../../../ui/inputs';
import { useListParams } from '../../../ui/useListParams';
import { meetingAttendantsApi } from '../api';

const field = (name: string) => keyUnder('communication.meetingAttendants.fields', name);

/** The meeting's day and the printable list (the same houses, search and order as the screen). */
function PrintControls() {
  const { t } = useTranslation();
  const { clusterId } = useCluster();
  const { apiQuery } = useListParams();
  const [meetingDate, setMeetingDate] = useState<string | null>(null);
  const print = async () => {
    if (!meetingDate) {
      toast.error(t('communication.meetingAttendants.dateFirst'));
      return;
    }
    if (clusterId === null) return;
    const { page: _p, per_page: _pp, ...query } = apiQuery;
    const response = await meetingAttendantsApi.print(clusterId, { ...query, meeting_date: meetingDate });
    window.open(response.data.url, '_blank', 'noopener');
  };
  return (
    <>
      <div style={{ width: 150 }}>
        <DateInput
          aria-label={t('communication.meetingAttendants.meetingDate')}
          value={meetingDate}
          onChange={setMeetingDate}
        />
      </div>
      {/* A refused print was already shown as a toast by the API client. */}
      <ActionButton type="primary" onClick={() => void print().catch(() => undefined)}>
        {t('communication.meetingAttendants.print')}
      </ActionButton>
    </>
  );
}

/**
 * /communication/meeting-attendants: the general meeting's attendance list (hazirun cetveli): every house with
 * its current owners and land share; the footer holds what the quorum is counted on. Read-only.
 */
export default function MeetingAttendantsScreen() {
  const { t } = useTranslation();
  return (
    <>
      <DataTable
        resource={meetingAttendantsApi.resource}
        basePath="/communication/meeting-attendants"
        title="menu.communication.meetingAttendants"
        canWrite={false}
        hasShow={false}
        toolbar={<PrintControls />}
        columns={[
          { key: 'house_label', title: field('house_label'), sortKey: 'house_label', filter: 'text' },
          { key: 'owner_names', title: field('owner_names'), filter: 'text' },
          { key: 'owner_count', title: field('owner_count'), align: 'right' },
          { key: 'land_share', title: field('land_share'), sortKey: 'land_share', align: 'right' },
        ]}
      />
      <Typography.Paragraph type="secondary">{t('communication.meetingAttendants.quorumHelp')}</Typography.Paragraph>
    </>
  );
}
