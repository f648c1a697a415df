import {
  REQUEST_EVENT_KINDS,
  REQUEST_TRANSITIONS,
  type RequestEvent,
  type RequestKindName,
  type RequestStatus,
} from '@site/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Divider, Input, Select, Space, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { keyUnder } from '../../../locales/keys';
import { useCluster } from '../../../session/ClusterProvider';
import { toast } from '../../../ui/feedback';
import { formatDateTime } from '../../../ui/format';
import { ClusterProviderSelect } from '../../definitions/public';
import { requestsApi } from '../api';
import { RequestFiles } from './RequestFiles';
import { StatusTag } from './RequestTags';

type Props = { kind: RequestKindName; id: number; canWrite: boolean };

const statusName = (t: (key: string) => string, status: number | null) =>
  status === null ? '' : t(keyUnder('communication.requests.statuses', status));

/** One line of the history, in words: who did what. */
function EventLine({ event }: { event: RequestEvent }) {
  const { t } = useTranslation();
  const user = event.user_name ?? '';
  const text = (() => {
    if (event.kind === REQUEST_EVENT_KINDS.comment) return t('communication.requests.events.comment', { user });
    if (event.kind === REQUEST_EVENT_KINDS.assignment) {
      const to = [event.assigned_user_name, event.assigned_provider_name].filter(Boolean).join(', ');
      return t('communication.requests.events.assignment', {
        user,
        to: to || t('communication.requests.events.nobody'),
      });
    }
    if (event.from_status === null) return t('communication.requests.events.created', { user });
    return t('communication.requests.events.status', {
      user,
      from: statusName(t, event.from_status),
      to: statusName(t, event.to_status),
    });
  })();
  return (
    <div data-testid="request-event">
      <Typography.Text type="secondary">{formatDateTime(event.created_at)}</Typography.Text>{' '}
      <Typography.Text>{text}</Typography.Text>
      {event.comment && <Typography.Paragraph style={{ margin: 0 }}>{event.comment}</Typography.Paragraph>}
    </div>
  );
}

/**
 * Under a request's form: its status with the moves the workflow allows, its assignment (a worker who may act in
 * the complex, one of its providers), its dated history with comments and its files ('Ekler'). Only what the server would allow is
 * offered; a technical worker's narrower authorization is left to the server's 403.
 */
export default function RequestWorkflow({ kind, id, canWrite }: Props) {
  const { t } = useTranslation();
  const { clusterId } = useCluster();
  const queryClient = useQueryClient();
  const resource = requestsApi.resource(kind);
  // The panel's own record (the form's query, so no second request).
  const record = useQuery(requestsApi.record(kind, id));
  const events = useQuery(requestsApi.events(kind, id));
  const workers = useQuery({
    ...requestsApi.workers(clusterId),
    enabled: clusterId !== null && canWrite,
    select: (r) => r.data.map((w) => ({ value: w.id, label: w.name })),
  });
  const [nextStatus, setNextStatus] = useState<number | null>(null);
  const [statusNote, setStatusNote] = useState('');
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const request = record.data?.data;

  const run = async (action: () => Promise<unknown>, after?: () => void) => {
    setBusy(true);
    try {
      await action();
      toast.success(t('common.saved'));
      after?.();
      await queryClient.invalidateQueries({ queryKey: queryKeys.all(resource) });
    } catch (error) {
      // The client has shown the server's message; anything else is a real failure.
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setBusy(false);
    }
  };

  if (!request) return null;
  const moves = REQUEST_TRANSITIONS[request.status as RequestStatus] ?? [];

  return (
    <div data-testid="request-workflow" style={{ marginTop: 24 }}>
      <Divider titlePlacement="start">{t('communication.requests.workflow')}</Divider>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <Typography.Text>{t('communication.requests.fields.status')}:</Typography.Text>
          <StatusTag status={request.status} />
        </Space>
        {canWrite && moves.length > 0 && (
          <Space wrap>
            <Select
              aria-label={t('communication.requests.changeStatus')}
              placeholder={t('communication.requests.changeStatus')}
              style={{ width: 200 }}
              value={nextStatus ?? undefined}
              onChange={setNextStatus}
              options={moves.map((status) => ({ value: status, label: statusName(t, status) }))}
            />
            <Input
              aria-label={t('communication.requests.statusComment')}
              placeholder={t('communication.requests.statusComment')}
              style={{ width: 260 }}
              value={statusNote}
              onChange={(e) => setStatusNote(e.target.value)}
            />
            <Button
              type="primary"
              disabled={nextStatus === null}
              loading={busy}
              onClick={() =>
                run(
                  () => requestsApi.setStatus(id, { status: nextStatus as RequestStatus, comment: statusNote || null }),
                  () => {
                    setNextStatus(null);
                    setStatusNote('');
                  },
                )
              }
            >
              {t('communication.requests.apply')}
            </Button>
          </Space>
        )}
        {canWrite && moves.length === 0 && (
          <Typography.Text type="secondary">{t('communication.requests.noTransition')}</Typography.Text>
        )}
        {canWrite && moves.length > 0 && (
          <Space wrap align="start">
            <Select
              aria-label={t('communication.requests.fields.assigned_user_id')}
              placeholder={t('communication.requests.fields.assigned_user_id')}
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              style={{ width: 240 }}
              loading={workers.isLoading}
              value={request.assigned_user_id ?? undefined}
              options={workers.data}
              onChange={(value) => run(() => requestsApi.assign(id, { assigned_user_id: value ?? null }))}
            />
            <div style={{ width: 260 }}>
              <ClusterProviderSelect
                value={request.assigned_provider_id ?? undefined}
                onChange={(value) =>
                  run(() => requestsApi.assign(id, { assigned_provider_id: (value as number | null) ?? null }))
                }
                disabled={busy}
                allowClear
                label={t('communication.requests.fields.assigned_provider_id')}
                addLabel={t('communication.requests.addProvider')}
                nameLabel={t('communication.requests.providerName')}
              />
            </div>
          </Space>
        )}
        {!canWrite && (request.assigned_user_name || request.assigned_provider_name) && (
          <Typography.Text>
            {[request.assigned_user_name, request.assigned_provider_name].filter(Boolean).join(', ')}
          </Typography.Text>
        )}
      </Space>

      <Divider titlePlacement="start">{t('communication.requests.history')}</Divider>
      {events.data?.data.length ? (
        <Timeline items={events.data.data.map((event) => ({ key: event.id, content: <EventLine event={event} /> }))} />
      ) : (
        <Typography.Text type="secondary">{t('communication.requests.noHistory')}</Typography.Text>
      )}
      {canWrite && (
        <Space.Compact style={{ width: '100%', marginTop: 8 }}>
          <Input.TextArea
            aria-label={t('communication.requests.comment')}
            placeholder={t('communication.requests.comment')}
            autoSize={{ minRows: 1, maxRows: 4 }}
            maxLength={2000}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
          <Button
            disabled={!comment.trim()}
            loading={busy}
            onClick={() =>
              run(
                () => requestsApi.comment(id, comment.trim()),
                () => setComment(''),
              )
            }
          >
            {t('communication.requests.addComment')}
          </Button>
        </Space.Compact>
      )}
      <RequestFiles kind={kind} id={id} canWrite={canWrite} />
    </div>
  );
}
