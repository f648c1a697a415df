import { describe, expect, it } from 'vitest';
import { postId, useTwoTenantsApp } from '../../../test/apiTest';
import { testDbKinds } from '../../../test/testDb';

describe.each(testDbKinds)('the action log on %s', (kind) => {
  const t = useTwoTenantsApp(kind);

  it('shows one entry with who changed what, the fields before and after; another company’s is a 404', async () => {
    const safeId = await postId(t.call, t.worker, `/clusters/${t.own.clusterId}/safes`, { name: 'Kardelen Kasası' });
    const renamed = await t.call(t.worker, 'PUT', `/safes/${safeId}`, { name: 'Lale Kasası' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const list = await t.call(
      t.worker,
      'GET',
      `/action-logs?entity_type=safe&entity_id=${safeId}&order_by=id&order=asc`,
    );
    expect(list.statusCode, list.body).toBe(200);
    const [created, updated] = list.json().data;
    expect(created).toMatchObject({ action_type_id: 1, old_values: null, new_values: { name: 'Kardelen Kasası' } });

    const shown = await t.call(t.worker, 'GET', `/action-logs/${updated.id}`);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data).toMatchObject({
      id: updated.id,
      cluster_id: t.own.clusterId,
      entity_type: 'safe',
      entity_id: safeId,
      action_type_id: 2,
      old_values: { name: 'Kardelen Kasası' },
      new_values: { name: 'Lale Kasası' },
    });
    expect(typeof shown.json().data.user_name).toBe('string');
    expect((await t.call(t.outsider, 'GET', `/action-logs/${updated.id}`)).statusCode).toBe(404);
  });
});
