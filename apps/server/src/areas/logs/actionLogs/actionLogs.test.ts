import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from '../../../db/seed/demo';
import { type Json, postId, useTwoTenantsApp } from '../../../test/apiTest';
import { createWorker } from '../../../test/fixtures';
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

  it("finds entries by the user column's own search, Turkish-aware, and refuses an unknown filter", async () => {
    const colleague = await createWorker(t.app, t.db, {
      email: 'ikinci@kardelen.com',
      companyId: t.own.companyId,
      clusterIds: [t.own.clusterId],
      permissions: ALL_PERMISSIONS,
    });
    for (const [email, name] of [
      ['calisan@kardelen.com', 'Şükrü Işıkçı'],
      ['ikinci@kardelen.com', 'Ayla Çınar'],
    ]) {
      await t.db.updateTable('users').set({ name }).where('email', '=', email).execute();
    }
    const ours = await postId(t.call, t.worker, `/clusters/${t.own.clusterId}/safes`, { name: 'Şükrü Kasası' });
    const theirs = await postId(t.call, colleague, `/clusters/${t.own.clusterId}/safes`, { name: 'Ayla Kasası' });
    const entries = async (query: string) => {
      const res = await t.call(t.worker, 'GET', `/action-logs?entity_type=safe&per_page=100&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as Json[];
    };
    const all = await entries('');
    expect(all.map((e) => e.entity_id)).toEqual(expect.arrayContaining([ours, theirs]));

    const byWorker = await entries(`user_name=${encodeURIComponent('ŞÜKRÜ IŞIKÇI')}`);
    expect(byWorker.map((e) => e.entity_id)).toContain(ours);
    expect(byWorker.map((e) => e.entity_id)).not.toContain(theirs);
    expect(new Set(byWorker.map((e) => e.user_name))).toEqual(new Set(['Şükrü Işıkçı']));
    const byColleague = await entries(`user_name=${encodeURIComponent('çınar')}`);
    expect(byColleague.map((e) => [e.entity_id, e.user_name])).toEqual([[theirs, 'Ayla Çınar']]);

    const unknown = await t.call(t.worker, 'GET', '/action-logs?page_url=safes');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.page_url).toEqual(['Bu alana göre filtrelenemez: page_url']);
  });
});
