import { permissionsOfRoles, type SessionUser } from '@site/shared';
import { describe, expect, it } from 'vitest';
import { can } from './can';
import { isCompanyAdmin } from './isCompanyAdmin';

const user = (roles: string[], isSuperadmin = false) =>
  ({
    id: 1,
    name: 'Selin Aydoğan',
    email: 'sirket@demo.test',
    company_id: 1,
    has_temporary_password: false,
    is_superadmin: isSuperadmin,
    roles: roles.map((name, id) => ({ id, name, display_name: name })),
    cluster_ids: [],
    permissions: permissionsOfRoles(roles),
    impersonator: null,
  }) as SessionUser;

describe('can', () => {
  it('is true for a permission the roles bundle, and for super administrators', () => {
    expect(can(user(['company-admin']), 'edit-worker')).toBe(true);
    expect(can(user(['manager']), 'edit-worker')).toBe(false);
    expect(can(user(['manager']), 'edit-resident')).toBe(true);
    expect(can(user(['read-only']), 'edit-resident')).toBe(false);
    expect(can(user(['superadministrator'], true), 'edit-worker')).toBe(true);
    expect(can(null, 'edit-worker')).toBe(false);
  });
});

describe('isCompanyAdmin', () => {
  it('is true for company administrators and super administrators only', () => {
    expect(isCompanyAdmin(user(['company-admin']))).toBe(true);
    expect(isCompanyAdmin(user(['manager', 'company-admin']))).toBe(true);
    expect(isCompanyAdmin(user(['superadministrator'], true))).toBe(true);
    expect(isCompanyAdmin(user(['manager']))).toBe(false);
    expect(isCompanyAdmin(user([]))).toBe(false);
    expect(isCompanyAdmin(null)).toBe(false);
  });
});
