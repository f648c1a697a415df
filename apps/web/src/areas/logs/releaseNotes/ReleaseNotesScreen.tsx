import type { ReleaseNoteRow } from '@site/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Space, Spin, Tag, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { keyUnder } from '../../../locales/keys';
import { releaseNotesApi } from '../api';

/** '2026-11-16' → '16 Kasım 2026' (in the screen's language). */
const formatDay = (day: string) => dayjs(day).format('D MMMM YYYY');

/** One release: version, day and title, 'Yeni' when the user had not seen it, then its lines by group. */
function Release({ note }: { note: ReleaseNoteRow }) {
  const { t } = useTranslation();
  return (
    <article data-testid={`release-${note.version}`}>
      <Space size={8} wrap>
        <Typography.Text strong>{note.version}</Typography.Text>
        <Typography.Text type="secondary">{formatDay(note.date)}</Typography.Text>
        {note.is_new && (
          <Tag color="green" data-testid="release-new">
            {t('releaseNotes.new')}
          </Tag>
        )}
      </Space>
      <Typography.Title level={5} style={{ marginTop: 4 }}>
        {note.title}
      </Typography.Title>
      {note.groups.map((group) => (
        <section key={group.kind}>
          <Typography.Text type="secondary">{t(keyUnder('releaseNotes.kinds', group.kind))}</Typography.Text>
          <ul style={{ marginTop: 4 }}>
            {group.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}

/** /logs/rs-updates ('Yenilikler'): the product's releases, newest first; opening it marks them seen. */
export default function ReleaseNotesScreen() {
  const { t } = useTranslation();
  const client = useQueryClient();
  // Always fresh on opening: the 'Yeni' tags are what was unseen until now.
  const { data, isFetching, isError } = useQuery({ ...releaseNotesApi.list(), refetchOnMount: 'always' });
  const marked = useRef(false);
  const unseen = data?.meta.unseen ?? 0;

  useEffect(() => {
    if (isFetching || !unseen || marked.current) return;
    marked.current = true;
    void releaseNotesApi.markSeen().then(() => releaseNotesApi.badgeCleared(client));
  }, [isFetching, unseen, client]);

  return (
    <div style={{ maxWidth: 880 }}>
      <Typography.Title level={3}>{t('menu.logs.rsUpdates')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('releaseNotes.intro')}</Typography.Paragraph>
      {isError && <Alert type="error" showIcon title={t('releaseNotes.loadFailed')} />}
      {!data && !isError && <Spin />}
      {data && (
        <Timeline
          items={data.data.map((note) => ({
            key: note.version,
            color: note.is_new ? 'green' : 'blue',
            content: <Release note={note} />,
          }))}
        />
      )}
    </div>
  );
}
