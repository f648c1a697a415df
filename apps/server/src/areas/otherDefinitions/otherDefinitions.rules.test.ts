import { beforeAll, describe, expect, it } from 'vitest';
import { postId, useTwoTenantsApp } from '../../test/apiTest';
import { testDbKinds } from '../../test/testDb';

/** Field and delete rules of the other definitions that the shared contract of otherDefinitions.test.ts leaves out. */
describe.each(testDbKinds)('other definition rules on %s', (kind) => {
  const t = useTwoTenantsApp(kind, { pageUrl: 'http://localhost/other-definitions' });
  let maintenanceTypeId: number;
  let fixtureGroupId: number;

  beforeAll(async () => {
    const c = `/clusters/${t.own.clusterId}`;
    fixtureGroupId = await postId(t.call, t.worker, `${c}/fixture-groups`, { name: 'Bahçe Ekipmanları' });
    maintenanceTypeId = await postId(t.call, t.worker, `${c}/maintenance-types`, { name: 'Asansör' });
  });

  it('checks dates, money, phone and numbers with the Turkish messages', async () => {
    const projects = `/clusters/${t.own.clusterId}/projects`;
    const reversed = await t.call(t.worker, 'POST', projects, {
      name: 'P',
      starts_on: '2025-05-01',
      ends_on: '2025-04-30',
    });
    expect(reversed.json().errors.ends_on).toEqual(['Başlangıç tarihinden önce olmamalıdır.']);
    const badDate = await t.call(t.worker, 'POST', projects, { name: 'P', starts_on: '2025-02-30' });
    expect(badDate.json().errors.starts_on).toEqual(['Geçerli bir tarih girin']);
    const cents = await t.call(t.worker, 'POST', projects, { name: 'P', amount: 10.005 });
    expect(cents.json().errors.amount).toEqual(['En fazla 2 ondalık basamak girebilirsiniz.']);
    const money = await t.call(t.worker, 'POST', projects, { name: 'Bütçeli Proje', amount: 1234.56 });
    expect(money.json().data.amount).toBe(1234.56);
    const stored = await t.db
      .selectFrom('projects')
      .select('amount')
      .where('id', '=', money.json().data.id)
      .executeTakeFirstOrThrow();
    expect(stored.amount).toBe(123456);

    const phones = `/clusters/${t.own.clusterId}/cluster-phones`;
    const badPhone = await t.call(t.worker, 'POST', phones, { name: 'Kapıcı', phone: '0532-abc' });
    expect(badPhone.json().errors.phone).toEqual(['Sadece rakam girmelisiniz.']);
    const noPhone = await t.call(t.worker, 'POST', phones, { name: 'Kapıcı' });
    expect(noPhone.json().errors.phone).toEqual(['Zorunlu alan']);
    const phone = await t.call(t.worker, 'POST', phones, { name: 'Kapıcı', phone: '+90 532 111 22 33' });
    expect(phone.json().data.phone).toBe('+905321112233');

    const period = await t.call(t.worker, 'POST', `/clusters/${t.own.clusterId}/maintenances`, {
      name: 'Bakım',
      maintenance_type_id: maintenanceTypeId,
      period_months: 0,
    });
    expect(period.json().errors.period_months).toEqual(['En az 1 değerini girebilirsiniz.']);
    const status = await t.call(t.worker, 'POST', `/clusters/${t.own.clusterId}/fixtures`, {
      name: 'Demirbaş',
      fixture_group_id: fixtureGroupId,
      status_id: 9,
    });
    expect(status.json().errors.status_id).toEqual(['En fazla 4 değerini girebilirsiniz.']);
  });

  it('refuses to delete a fixture group that still has fixtures', async () => {
    const group = (
      await t.call(t.worker, 'POST', `/clusters/${t.own.clusterId}/fixture-groups`, { name: 'Mutfak' })
    ).json().data;
    await t.call(t.worker, 'POST', `/clusters/${t.own.clusterId}/fixtures`, {
      name: 'Buzdolabı',
      fixture_group_id: group.id,
    });
    const res = await t.call(t.worker, 'DELETE', `/fixture-groups/${group.id}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Bu kayıt başka kayıtlarda kullanıldığı için silinemez.');
  });
});
