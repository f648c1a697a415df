import { describe, expect, it } from 'vitest';
import { permissionChecks } from './usePermissions';

const routes = {
  'POST /api/clusters/:clusterId/houses': 'edit-house',
  'POST /api/worker-positions': 'edit-company',
  'POST /api/companies': 'superadmin',
  'POST /api/print-file': 'self',
};
const worker = (permissions: string[]) => ({ is_superadmin: false, permissions });

describe('permission checks', () => {
  it('allows a write when the complex holds what the server declares for it', () => {
    const checks = permissionChecks(worker([]), ['edit-house'], routes);
    expect(checks.mayWrite('POST', '/clusters/:clusterId/houses')).toBe(true);
    expect(
      permissionChecks(worker([]), ['edit-resident'], routes).mayWrite('POST', '/clusters/:clusterId/houses'),
    ).toBe(false);
  });

  it('takes company-wide permissions from the roles, whatever the complex holds', () => {
    expect(permissionChecks(worker(['edit-company']), [], routes).mayWrite('POST', '/worker-positions')).toBe(true);
    expect(permissionChecks(worker([]), ['edit-company'], routes).has('edit-company')).toBe(true);
    expect(permissionChecks(worker(['edit-house']), [], routes).has('edit-house')).toBe(false);
  });

  it('leaves super administrator routes to them, own-account routes to all, and unknown routes closed', () => {
    const checks = permissionChecks(worker(['edit-company']), ['edit-house'], routes);
    expect(checks.mayWrite('POST', '/companies')).toBe(false);
    expect(checks.mayWrite('POST', '/print-file')).toBe(true);
    expect(checks.mayWrite('POST', '/unknown')).toBe(false);
    expect(permissionChecks(worker([]), [], undefined).mayWrite('POST', '/print-file')).toBe(false);
    const admin = permissionChecks({ is_superadmin: true, permissions: [] }, [], routes);
    expect(admin.mayWrite('POST', '/companies')).toBe(true);
    expect(admin.has('edit-worker')).toBe(true);
  });
});
