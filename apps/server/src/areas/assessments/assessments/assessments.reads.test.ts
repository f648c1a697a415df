import { describe, expect, it } from 'vitest';
import { setLateFeeRule } from '../../../test/accountingFixtures';
import { testDbKinds } from '../../../test/testDb';
import { type Json, useAccountingSetup } from './accountingFixture';

// The reads of assessments and their lines answer through their response schemas (a schema that drops or
// refuses a field answers 500 outside production): a due with a late fee, and opening balances.

describe.each(testDbKinds)('assessments and lines read on %s', (kind) => {
  const s = useAccountingSetup(kind);

  it('shows an assessment with its lines, lists both, and shows a line and its late fee', async () => {
    const { db, t, houses, call, free } = s;
    await setLateFeeRule(db, t.own.clusterId, { delay_calculation_type_id: 2, late_fee_rate_bp: 500 });
    const house = houses[0];
    const created = await call(t.worker, 'POST', '/assessments', { ...free(house.id, 1000), starts_on: '2025-01-31' });
    expect(created.statusCode, created.body).toBe(201);
    const assessmentId = created.json().data.id;
    expect(
      (await call(t.worker, 'POST', `/clusters/${t.own.clusterId}/late-fees`, { period: '2025-02' })).statusCode,
    ).toBe(200);

    const shown = await call(t.worker, 'GET', `/assessments/${assessmentId}`);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data).toMatchObject({ assessment_type: 'free', total: 1000, paid: 0, line_count: 1 });
    expect(shown.json().data.house_amounts).toEqual([{ house_id: house.id, amount: 1000 }]);
    const [line] = shown.json().data.lines;
    expect(line).toMatchObject({ kind: 'assessment', amount: 1000, open: 1000, is_paid: false, computation: null });

    const assessments = await call(t.worker, 'GET', `/clusters/${t.own.clusterId}/assessments?assessment_type=free`);
    expect(assessments.statusCode, assessments.body).toBe(200);
    expect(assessments.json().data.map((a: Json) => a.id)).toContain(assessmentId);

    const debts = await call(t.worker, 'GET', `/clusters/${t.own.clusterId}/debts?house_id=${house.id}`);
    expect(debts.statusCode, debts.body).toBe(200);
    const fee = debts.json().data.find((d: Json) => d.kind === 'late_fee');
    expect(fee).toMatchObject({ parent_debt_id: line.id, fee_period: '2025-02', amount: 46.67 });
    expect(debts.json().meta.totals).toEqual({ amount: 1046.67, paid: 0 });

    const shownFee = await call(t.worker, 'GET', `/debts/${fee.id}`);
    expect(shownFee.statusCode, shownFee.body).toBe(200);
    expect(shownFee.json().data.computation).toMatchObject({ method: 2, rate_bp: 500, grace_days: 0 });
    expect(shownFee.json().data.computation.text).toBe('1.000,00 ₺ × %5 × 28/30 gün = 46,67 ₺');
    const shownLine = await call(t.worker, 'GET', `/debts/${line.id}`);
    expect(shownLine.statusCode, shownLine.body).toBe(200);
    expect(shownLine.json().data).toEqual(line);

    for (const path of ['assessments', 'debts']) {
      const exported = await call(t.worker, 'GET', `/clusters/${t.own.clusterId}/${path}?export=1&export_type=pdf`);
      expect(exported.statusCode, exported.body).toBe(200);
      expect(typeof exported.json().data.url).toBe('string');
    }
  });

  it('answers opening balances (transfer-due) as an assessment of their debts; a credit is no line', async () => {
    const { t, houses, call } = s;
    const created = await call(t.worker, 'POST', '/assessments/transfer-due', {
      cluster_id: t.own.clusterId,
      income_type_id: null,
      starts_on: '2025-01-01',
      description: null,
      lines: [
        { house_id: houses[1].id, amount: 250 },
        { house_id: houses[2].id, amount: -100 },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ assessment_type: 'transfer_due', description: 'Devir', total: 150 });
    expect(created.json().data.lines).toMatchObject([
      { kind: 'transfer_due', amount: 250, resident_id: houses[1].ownerId },
    ]);
  });
});
