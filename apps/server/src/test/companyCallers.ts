import { beforeAll } from 'vitest';
import { createSuperadmin } from './apiRecords';
import type { TestApp, TwoTenants } from './apiTest';
import { createWorker, grantRole } from './fixtures';

/** A worker of the company with the company administrator role and no complex; returns a bearer token. */
export async function createCompanyAdmin(app: TestApp['app'], db: TestApp['db'], email: string, companyId: number) {
  const token = await createWorker(app, db, { email, companyId, clusterIds: [], permissions: [] });
  await grantRole(db, token, 'company-admin');
  return token;
}

/**
 * The callers of a company's own records (My company): an administrator of each tenant's company and a super
 * administrator, as bearer tokens. Filled in `beforeAll`, so read them in hooks and tests only.
 */
export function useCompanyCallers(t: TestApp & TwoTenants) {
  const callers = { companyAdmin: '', otherAdmin: '', superadmin: '' };
  beforeAll(async () => {
    callers.companyAdmin = await createCompanyAdmin(t.app, t.db, 'yonetici@kardelen.com', t.own.companyId);
    callers.otherAdmin = await createCompanyAdmin(t.app, t.db, 'yonetici@baska.com', t.other.companyId);
    callers.superadmin = await createSuperadmin(t.app, t.db, { email: 'admin@ornek.com', companyId: t.own.companyId });
  });
  return callers;
}
