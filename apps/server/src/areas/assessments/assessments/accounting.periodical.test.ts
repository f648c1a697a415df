import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { expectBalancedJournal } from '../../../test/ledgerInvariants';
import { testDbKinds } from '../../../test/testDb';
import { generatePeriodicalAssessments } from '../../definitions';
import { type Json, useAccountingSetup } from './accountingFixture';

describe.each(testDbKinds)('accounting core on %s: recurring dues', (kind) => {
  const s = useAccountingSetup(kind);

  it('charges a recurring due by hand up to a month (Şimdi oluştur), once, and lists the months charged', async () => {
    const { db, t, aidat, call } = s;
    const res = await call(t.worker, 'POST', '/periodical-assessments', {
      cluster_id: t.own.clusterId,
      name: 'Asansör Fonu',
      income_type_id: aidat,
      split_method: 'equal',
      debitor_type_id: 1,
      calculation_type_id: 1,
      amount: 200,
      starts_on: '2025-09',
      due_day: 15,
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id;
    const first = await call(t.worker, 'POST', `/periodical-assessments/${id}/generate`, { until: '2025-10' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ created: 2, failed: [] });
    const again = await call(t.worker, 'POST', `/periodical-assessments/${id}/generate`, { until: '2025-11' });
    expect(again.json().data.created).toBe(1);
    const periods = (await call(t.worker, 'GET', `/periodical-assessments/${id}/periods`)).json().data;
    expect(periods.map((p: Json) => [p.period, p.due_on, p.total])).toEqual([
      ['2025-11', '2025-11-15', 200],
      ['2025-10', '2025-10-15', 200],
      ['2025-09', '2025-09-15', 200],
    ]);
    // A month not come yet waits for its turn: nothing past the current month is charged.
    const future = await call(t.worker, 'POST', `/periodical-assessments/${id}/generate`, { until: '2099-01' });
    const now = new Date().toISOString().slice(0, 7);
    const listed = (await call(t.worker, 'GET', `/periodical-assessments/${id}/periods`)).json().data;
    expect(listed[0].period).toBe(now);
    expect(future.json().data.created).toBe(listed.length - 3);
    const bad = await call(t.worker, 'POST', `/periodical-assessments/${id}/generate`, { until: '1999-12' });
    expect(bad.json().errors.until).toEqual(['01.01.2000 tarihinden sonra olmalıdır']);
    // Another company's manager cannot see it or charge it.
    expect(
      (await call(t.outsider, 'POST', `/periodical-assessments/${id}/generate`, { until: '2025-12' })).statusCode,
    ).toBe(404);
    expect((await call(t.outsider, 'GET', `/periodical-assessments/${id}/periods`)).statusCode).toBe(404);
    // Stopped, so the scheduler's run in the next test charges only its own recurring due.
    const {
      id: _id,
      cluster_name: _c,
      income_type_name: _i,
      last_period: _l,
      created_at: _ca,
      updated_at: _u,
      ...fields
    } = res.json().data;
    const stopped = await call(t.worker, 'PUT', `/periodical-assessments/${id}`, { ...fields, is_active: false });
    expect(stopped.statusCode).toBe(200);
    await expectBalancedJournal(db);
  });

  it('a periodical assessment run twice at once charges each month once', async () => {
    const { db, t, aidat, call, general } = s;
    const res = await call(t.worker, 'POST', '/periodical-assessments', {
      cluster_id: t.own.clusterId,
      name: 'Aylık Aidat',
      income_type_id: aidat,
      split_method: 'equal',
      debitor_type_id: 1,
      calculation_type_id: 1,
      amount: 500,
      starts_on: '2026-01',
      ends_on: '2026-03',
      due_day: 10,
    });
    expect(res.statusCode).toBe(201);
    const runs = await Promise.all([
      generatePeriodicalAssessments(db, '2026-11-22', t.own.clusterId),
      generatePeriodicalAssessments(db, '2026-11-22', t.own.clusterId),
    ]);
    expect(runs[0].created + runs[1].created).toBe(3);
    const rows = await db
      .selectFrom('assessments')
      .select(['period'])
      .where('periodical_assessment_id', '=', res.json().data.id)
      .orderBy('period')
      .execute();
    expect(rows.map((r) => r.period)).toEqual(['2026-01', '2026-02', '2026-03']);
    const lines = await db
      .selectFrom('debts')
      .innerJoin('assessments', 'assessments.id', 'debts.assessment_id')
      .select(sql<number>`sum(debts.amount)`.as('s'))
      .where('assessments.periodical_assessment_id', '=', res.json().data.id)
      .executeTakeFirstOrThrow();
    expect(Number(lines.s)).toBe(3 * 50_000);
    // A charged month follows its definition; editing it alone is refused in words.
    const month = await db
      .selectFrom('assessments')
      .select('id')
      .where('periodical_assessment_id', '=', res.json().data.id)
      .executeTakeFirstOrThrow();
    const edit = await call(t.worker, 'PUT', `/assessments/${month.id}`, general());
    expect(edit.statusCode).toBe(422);
    expect(edit.json().errors.assessment_type).toEqual([
      'Periyodik tahakkukun bir ayı düzenlenemez; periyodik tahakkuk tanımını değiştirin.',
    ]);
    const later = await generatePeriodicalAssessments(db, '2026-12-01', t.own.clusterId);
    expect(later.created).toBe(0);
    await expectBalancedJournal(db);
  });
});
