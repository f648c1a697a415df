import { beforeAll, describe, expect, it } from 'vitest';
import { actionLogsOf, type Json, useTwoTenantsApp } from '../../../test/apiTest';
import { exportedSheet, rowValues } from '../../../test/exportedFiles';
import { testDbKinds } from '../../../test/testDb';
import { buildQuarter, PERIOD } from './operating.fixtures';

describe.each(testDbKinds)('income-expense review comments and report exports on %s', (kind) => {
  const t = useTwoTenantsApp(kind, { pageUrl: '/reports/operating/income-expense-review' });
  let ids: Awaited<ReturnType<typeof buildQuarter>>;
  const comments = () => `/clusters/${t.own.clusterId}/report-comments`;
  const body = (line_key: string, comment: string) => ({
    report: 'income-expense-review',
    line_key,
    date_from: '2026-02-01',
    date_to: '2026-04-30',
    comment,
  });
  const review = async (query = `cluster_id=${t.own.clusterId}&${PERIOD}`) => {
    const res = await t.call(t.worker, 'GET', `/reports/income-expense-review?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: (Json & { key: string; comment: string | null })[]; meta: Json };
  };

  beforeAll(async () => {
    ids = await buildQuarter(t);
  }, 120_000);

  it('saves, reads, changes and deletes a line’s comment for the period, each in the action log', async () => {
    const key = `expense_type:${ids.repair}`;
    const saved = await t.call(t.worker, 'PUT', comments(), body(key, 'Asansör bakımı erken ödendi.'));
    expect(saved.statusCode, saved.body).toBe(200);
    const id = saved.json().data.id;
    let answer = await review();
    expect(answer.meta.commentable).toBe(true);
    expect(answer.data.find((r) => r.key === key)?.comment).toBe('Asansör bakımı erken ödendi.');
    expect(answer.data.find((r) => r.key === `income_type:${ids.aidat}`)?.comment).toBeNull();
    // Another period has no comment.
    const other = await review(`cluster_id=${t.own.clusterId}&date_from=2026-01-01&date_to=2026-04-30`);
    expect(other.data.find((r) => r.key === key)?.comment ?? null).toBeNull();

    await t.call(t.worker, 'PUT', comments(), body(key, 'Fatura ikiye bölündü.'));
    answer = await review();
    expect(answer.data.find((r) => r.key === key)?.comment).toBe('Fatura ikiye bölündü.');
    // The printed review carries the comment on its line.
    const sheet = await exportedSheet(
      t.app,
      await t.call(
        t.worker,
        'GET',
        `/reports/income-expense-review?cluster_id=${t.own.clusterId}&${PERIOD}&export=1&export_type=xlsx`,
      ),
    );
    const printed = Array.from({ length: sheet.rowCount }, (_, i) => rowValues(sheet, i + 1));
    expect(printed[0]?.at(-1)).toBe('Açıklama');
    expect(printed.find((r) => r[0] === 'Bakım Onarım')?.at(-1)).toBe('Fatura ikiye bölündü.');
    const deleted = await t.call(t.worker, 'PUT', comments(), body(key, ''));
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data).toBeNull();
    answer = await review();
    expect(answer.data.find((r) => r.key === key)?.comment).toBeNull();
    const log = await actionLogsOf(t.call, t.worker, 'report_comment', id);
    expect(log.map((l) => l.action_type_id)).toEqual([1, 2, 4]);
  });

  it('refuses a read-only worker (403), a line of another complex (422) and a comment over 1000 characters', async () => {
    const key = `income_type:${ids.aidat}`;
    const readOnly = await t.call(t.readOnly, 'PUT', comments(), body(key, 'Okuyamaz.'));
    expect(readOnly.statusCode).toBe(403);
    const now = new Date().toISOString();
    const theirs = await t.db
      .insertInto('income_types')
      .values({ name: 'Başka Gelir', cluster_id: t.other.clusterId, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const foreign = await t.call(t.worker, 'PUT', comments(), body(`income_type:${theirs.id}`, 'Yabancı.'));
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ line_key: ['Öğe bulunamadı.'] });
    const made = await t.call(t.worker, 'PUT', comments(), body('house:1', 'Yok.'));
    expect(made.statusCode).toBe(422);
    const long = await t.call(t.worker, 'PUT', comments(), body(key, 'x'.repeat(1001)));
    expect(long.statusCode).toBe(422);
    const theirComplex = await t.call(
      t.worker,
      'PUT',
      `/clusters/${t.other.clusterId}/report-comments`,
      body(key, 'x'),
    );
    expect(theirComplex.statusCode).toBe(404);
    // Company-wide, comments are not written and none is shown.
    const wide = await review(PERIOD);
    expect(wide.meta.commentable).toBe(false);
    expect(wide.data.every((r) => r.comment === null)).toBe(true);
  });

  it('exports the table as shown: section rows, lines, totals and the net, money as money', async () => {
    const res = await t.call(
      t.worker,
      'GET',
      `/reports/income-expense?cluster_id=${t.own.clusterId}&${PERIOD}&basis=cash&export=1&export_type=xlsx`,
    );
    const sheet = await exportedSheet(t.app, res);
    const rows = Array.from({ length: sheet.rowCount }, (_, i) => rowValues(sheet, i + 1));
    const text = JSON.stringify(rows);
    expect(sheet.name).toContain('Gelir Gider Raporu');
    expect(text).toContain('Şubat 2026');
    const find = (name: string) => rows.find((r) => r[0] === name);
    expect(find('Gelirler')).toBeDefined();
    expect(find('Gelirler Toplamı')?.slice(1, 5)).toEqual([1500, 1800.25, 250, 3550.25]);
    expect(find('Giderler Toplamı')?.[4]).toBe(833.33);
    expect(find('Net (Gelir − Gider)')?.[4]).toBe(2716.92);
    const accrual = await exportedSheet(
      t.app,
      await t.call(
        t.worker,
        'GET',
        `/reports/income-expense?cluster_id=${t.own.clusterId}&${PERIOD}&basis=accrual&export=1&export_type=xlsx`,
      ),
    );
    const accrualText = JSON.stringify(Array.from({ length: accrual.rowCount }, (_, i) => rowValues(accrual, i + 1)));
    expect(accrualText).toContain('Farkın Açıklaması');
    for (const type of ['pdf', 'ods']) {
      const file = await t.call(
        t.worker,
        'GET',
        `/reports/expense?cluster_id=${t.own.clusterId}&${PERIOD}&compare=previous&export=1&export_type=${type}`,
      );
      expect(file.statusCode, file.body).toBe(200);
      expect(file.json().data.url).toMatch(new RegExp(`\\.${type}$`));
    }
  });
});
