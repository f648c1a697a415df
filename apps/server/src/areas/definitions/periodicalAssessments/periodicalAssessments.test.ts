import { describe, expect, it } from 'vitest';
import { type Json, useTwoTenantsApp } from '../../../test/apiTest';
import { testDbKinds } from '../../../test/testDb';

describe.each(testDbKinds)('periodical assessments on %s', (kind) => {
  const t = useTwoTenantsApp(kind, { pageUrl: 'http://localhost/definitions/periodical-assessments' });

  it('lists and shows a recurring due by house type with its blocks, amounts and last charged month', async () => {
    const now = new Date().toISOString();
    const houseType = await t.db
      .insertInto('house_types')
      .values({ cluster_id: t.own.clusterId, name: 'Dubleks', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const house = await t.call(t.worker, 'POST', `/clusters/${t.own.clusterId}/houses`, {
      block_id: t.own.blockId,
      house_type_id: houseType.id,
      type: 'house',
      door_number: '7',
    });
    expect(house.statusCode, house.body).toBe(201);
    const aidat = await t.db
      .selectFrom('income_types')
      .select('id')
      .where('name', '=', 'Aidat')
      .where('cluster_id', 'is', null)
      .executeTakeFirstOrThrow();
    const created = await t.call(t.worker, 'POST', `/clusters/${t.own.clusterId}/periodical-assessments`, {
      name: 'Dubleks Aidatı',
      income_type_id: aidat.id,
      split_method: 'house_type',
      debitor_type_id: 1,
      calculation_type_id: 2,
      block_ids: [t.own.blockId],
      type_amounts: [{ house_type_id: houseType.id, amount: 1250.5 }],
      starts_on: '2025-01',
      ends_on: '2025-02',
      due_day: 10,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    const expected = {
      id,
      cluster_id: t.own.clusterId,
      income_type_name: 'Aidat',
      split_method: 'house_type',
      block_ids: [t.own.blockId],
      type_amounts: [{ house_type_id: houseType.id, amount: 1250.5 }],
      amount: null,
      include_empty: true,
      is_active: true,
      last_period: null,
    };

    const listed = await t.call(t.worker, 'GET', `/clusters/${t.own.clusterId}/periodical-assessments`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.find((row: Json) => row.id === id)).toMatchObject(expected);
    const everywhere = await t.call(t.worker, 'GET', '/periodical-assessments');
    expect(everywhere.statusCode, everywhere.body).toBe(200);
    expect(everywhere.json().data.map((row: Json) => row.id)).toContain(id);

    const generated = await t.call(t.worker, 'POST', `/periodical-assessments/${id}/generate`, { until: '2025-02' });
    expect(generated.statusCode, generated.body).toBe(200);
    const shown = await t.call(t.worker, 'GET', `/periodical-assessments/${id}`);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data).toMatchObject({ ...expected, last_period: '2025-02' });
  });
});
