import { beforeAll } from 'vitest';
import { ALL_PERMISSIONS, seedDemo } from '../db/seed/demo';
import { type TestApp, useTestApp } from './apiTest';
import { createCompanyWithCluster, createWorker, demoTokens } from './fixtures';
import type { DbKind } from './testDb';

type Rival = Awaited<ReturnType<typeof createCompanyWithCluster>>;

/** The demo's super administrator and manager signed in, and the rival company with its worker. */
export type DemoWithRival = TestApp & { admin: string; manager: string; rival: Rival; outsider: string };

/**
 * `useTestApp` on the demo data (seedDemo), with its super administrator and manager signed in, and a rival
 * company with a complex and a worker of it (`outsider`) who may do everything in that complex and nothing elsewhere.
 */
export function useDemoWithRival(kind: DbKind, rival: { company: string; email: string }): DemoWithRival {
  const context = useTestApp(kind) as DemoWithRival;
  beforeAll(async () => {
    await seedDemo(context.db);
    const tokens = await demoTokens(context.app);
    const company = await createCompanyWithCluster(context.db, rival.company);
    const outsider = await createWorker(context.app, context.db, {
      email: rival.email,
      companyId: company.companyId,
      clusterIds: [company.clusterId],
      permissions: ALL_PERMISSIONS,
    });
    Object.assign(context, {
      admin: tokens['admin@demo.test'],
      manager: tokens['yonetici@demo.test'],
      rival: company,
      outsider,
    });
  });
  return context;
}
