import { expect } from 'vitest';
import { actionLogsOf, expectHiddenFromStranger, type Json, useTenantsApp } from '../../../test/apiTest';
import type { DbKind } from '../../../test/testDb';

/**
 * The API with two companies, each with a complex and a manager of it who may change its settings and
 * definitions (`edit-cluster`, `edit-definitions`) and nothing else. `logsOf` reads the own manager's action logs of a record.
 */
export function useClusterSettingsApp(kind: DbKind) {
  const t = useTenantsApp(
    kind,
    { pageUrl: 'http://localhost/definitions/clusters' },
    {
      own: { company: 'Kardelen', email: 'yonetici@kardelen.com', permissions: ['edit-cluster', 'edit-definitions'] },
      other: { company: 'Başka Şirket', email: 'calisan@baska.com', permissions: ['edit-cluster', 'edit-definitions'] },
    },
  );
  const logsOf = (entityType: string, id: number) => actionLogsOf(t.call, t.own.token, entityType, id);
  return { t, logsOf };
}

type ClusterSettingsApp = ReturnType<typeof useClusterSettingsApp>['t'];

/** A setting the other company saves on its complex is hidden from the own manager, and not in their list. */
export async function expectHiddenFromOtherCompany(t: ClusterSettingsApp, resource: string, payload: Json) {
  await expectHiddenFromStranger(
    t.call,
    { owner: t.other.token, stranger: t.own.token },
    { resource, clusterId: t.other.clusterId, payload },
  );
  const listed = await t.call(t.own.token, 'GET', `/${resource}?cluster_id=${t.other.clusterId}`);
  expect(listed.json().meta.total).toBe(0);
}
