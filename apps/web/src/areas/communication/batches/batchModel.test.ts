import { notificationBatchSchema } from '@site/shared';
import { describe, expect, it } from 'vitest';
import {
  batchPayloadOf,
  cutText,
  isDeletable,
  isEditable,
  isRunning,
  previewInputOf,
  progressOf,
  recipientFilterOf,
  recipientSummaryOf,
  sendTimeProblem,
} from './batchModel';

const NOW = Date.parse('2026-05-10T09:00:00Z');

describe('the recipient filter built from the form', () => {
  it('sends only the choices made: empty fields and "all" narrow nothing', () => {
    expect(
      recipientFilterOf({
        audience: 'all',
        block_ids: [],
        min_debt: null,
        late_days: undefined,
        enforcement: 'all',
        resident_ids: [],
      }),
    ).toEqual({ audience: 'all' });
    expect(recipientFilterOf()).toEqual({ audience: 'all' });
  });

  it('keeps every choice made, and the server accepts it', () => {
    const filter = recipientFilterOf({
      audience: 'owners',
      block_ids: [3, 4],
      min_debt: 250.5,
      late_days: 30,
      enforcement: 'without',
      resident_ids: [7],
    });
    expect(filter).toEqual({
      audience: 'owners',
      block_ids: [3, 4],
      min_debt: 250.5,
      late_days: 30,
      enforcement: 'without',
      resident_ids: [7],
    });
    const parsed = notificationBatchSchema.safeParse({ channel_id: 1, body: 'Duyuru', recipients: filter });
    expect(parsed.success).toBe(true);
  });

  it('passes unreadable money text on, so the server names the error on that field', () => {
    expect(recipientFilterOf({ audience: 'all', min_debt: '12a' })).toEqual({ audience: 'all', min_debt: '12a' });
    const parsed = notificationBatchSchema.safeParse({
      channel_id: 1,
      body: 'Duyuru',
      recipients: recipientFilterOf({ min_debt: '12a' }),
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].path).toEqual(['recipients', 'min_debt']);
  });
});

describe('the batch the form sends', () => {
  const base = { channel_id: 1, body: 'Sayın {{ad_soyad}}', recipients: { audience: 'occupants' as const } };

  it('sends a subject only by e-mail and a time only when sent later', () => {
    expect(
      batchPayloadOf({ ...base, subject: 'Konu', send_mode: 'later', scheduled_at: '2026-05-11T07:00:00Z' }),
    ).toEqual({
      channel_id: 1,
      template_id: null,
      subject: null,
      body: 'Sayın {{ad_soyad}}',
      recipients: { audience: 'occupants' },
      scheduled_at: '2026-05-11T07:00:00Z',
    });
    const email = batchPayloadOf({ ...base, channel_id: 2, subject: 'Konu', scheduled_at: '2026-05-11T07:00:00Z' });
    expect(email).toMatchObject({ subject: 'Konu', scheduled_at: null });
  });

  it('previews only once there is a text or a template', () => {
    expect(previewInputOf(undefined)).toBeNull();
    expect(previewInputOf({ ...base, body: '  ' })).toBeNull();
    expect(previewInputOf({ ...base, body: '', template_id: 5 })).toMatchObject({ template_id: 5, body: '' });
    expect(previewInputOf(base)).toEqual({
      channel_id: 1,
      template_id: null,
      subject: null,
      body: 'Sayın {{ad_soyad}}',
      recipients: { audience: 'occupants' },
    });
  });

  it('needs a future moment when sent later', () => {
    expect(sendTimeProblem('now', null, NOW)).toBeNull();
    expect(sendTimeProblem('later', null, NOW)).toBe('atRequired');
    expect(sendTimeProblem('later', '2026-05-10T08:59:00Z', NOW)).toBe('atPast');
    expect(sendTimeProblem('later', '2026-05-10T09:05:00Z', NOW)).toBeNull();
  });
});

describe('what a batch allows', () => {
  const batch = (status: 'draft' | 'scheduled' | 'sending' | 'done' | 'cancelled', extra = {}) => ({
    status,
    scheduled_at: null as string | null,
    total_count: 10,
    sent_count: 0,
    failed_count: 0,
    cancelled_count: 0,
    ...extra,
  });

  it('is watched while scheduled or sending', () => {
    expect(['draft', 'scheduled', 'sending', 'done', 'cancelled'].filter((s) => isRunning(batch(s as 'done')))).toEqual(
      ['scheduled', 'sending'],
    );
  });

  it('may be changed only while its time is still to come', () => {
    expect(isEditable(batch('scheduled', { scheduled_at: '2026-05-10T10:00:00Z' }), NOW)).toBe(true);
    expect(isEditable(batch('scheduled', { scheduled_at: '2026-05-10T08:00:00Z' }), NOW)).toBe(false);
    expect(isEditable(batch('sending', { scheduled_at: '2026-05-10T10:00:00Z' }), NOW)).toBe(false);
    expect(isEditable(batch('cancelled', { scheduled_at: '2026-05-10T10:00:00Z' }), NOW)).toBe(false);
  });

  it('is offered for deletion when nothing went out and it is not sending', () => {
    expect(isDeletable(batch('scheduled'))).toBe(true);
    expect(isDeletable(batch('cancelled'))).toBe(true);
    expect(isDeletable(batch('done', { failed_count: 10 }))).toBe(true);
    expect(isDeletable(batch('sending'))).toBe(false);
    expect(isDeletable(batch('cancelled', { sent_count: 1 }))).toBe(false);
  });

  it('shows how far it got: done with (sent, failed, cancelled) and sent', () => {
    expect(progressOf(batch('sending', { sent_count: 3, failed_count: 1, cancelled_count: 0 }))).toEqual({
      done: 40,
      sent: 30,
    });
    expect(progressOf(batch('done', { total_count: 3, sent_count: 2, failed_count: 1 }))).toEqual({
      done: 100,
      sent: 66,
    });
    expect(progressOf(batch('draft', { total_count: 0 }))).toEqual({ done: 0, sent: 0 });
  });

  it('cuts a long text for the list', () => {
    expect(cutText('Kısa metin')).toBe('Kısa metin');
    expect(cutText('Su kesintisi yarın sabah', 12)).toBe('Su kesintisi…');
  });
});

describe('a saved recipient filter in words', () => {
  it('names each choice made, and only those', () => {
    const lira = (amount: number) => `${amount} ₺`;
    expect(recipientSummaryOf({ audience: 'all' }, lira)).toEqual([{ key: 'audiences.all' }]);
    expect(recipientSummaryOf({}, lira)).toEqual([{ key: 'audiences.all' }]);
    expect(
      recipientSummaryOf(
        {
          audience: 'owners',
          block_ids: [1, 2],
          min_debt: 500,
          late_days: 30,
          enforcement: 'with',
          resident_ids: [9],
        },
        lira,
      ),
    ).toEqual([
      { key: 'audiences.owners' },
      { key: 'summaryBlocks', values: { count: 2 } },
      { key: 'summaryMinDebt', values: { amount: '500 ₺' } },
      { key: 'summaryLateDays', values: { days: 30 } },
      { key: 'enforcements.with' },
      { key: 'summaryResidents', values: { count: 1 } },
    ]);
  });
});
