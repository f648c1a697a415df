import { permissionsOfRoles } from '@site/shared';
import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../../../http/authContext';
import { assertMayGiveGrants, assertMayGiveRoles, effectiveGrants } from './companyUsers.rules';

/** A caller with these roles' bundle and these complexes (as `authenticate` resolves them). */
const caller = (roles: string[], grants: [number, string[]][], isSuperadmin = false) =>
  ({
    roles,
    isSuperadmin,
    grants: new Map(grants),
    permissions: new Set(permissionsOfRoles(roles)),
  }) as unknown as AuthContext;

const status = (run: () => void) => {
  try {
    run();
    return 200;
  } catch (error) {
    return (error as { statusCode: number }).statusCode;
  }
};

describe('what a caller may give a worker', () => {
  it('gives a role only when the caller holds everything it bundles', () => {
    // Edit-worker without the company administrator's company-wide permissions (a bundle that may come).
    const manager = caller(['manager'], [[1, []]]);
    manager.permissions.add('edit-worker');
    expect(status(() => assertMayGiveRoles(manager, ['manager', 'accountant', 'technical', 'read-only']))).toBe(200);
    expect(status(() => assertMayGiveRoles(manager, ['company-admin']))).toBe(403);
    expect(status(() => assertMayGiveRoles(caller(['company-admin'], []), ['company-admin']))).toBe(200);
    expect(status(() => assertMayGiveRoles(caller([], [], true), ['company-admin']))).toBe(200);
  });

  it('gives a complex permission only where the caller holds it; taking away is always allowed', () => {
    const admin = caller(['company-admin'], [[1, ['edit-resident', 'edit-house']]]);
    const before = effectiveGrants([1, 2], [], ['read-only']);
    expect(before).toEqual(
      new Map([
        [1, []],
        [2, []],
      ]),
    );
    const give = (after: [number, string[]][]) => status(() => assertMayGiveGrants(admin, before, new Map(after)));
    expect(give([[1, ['edit-resident']]])).toBe(200);
    expect(give([[1, ['edit-expense']]])).toBe(403);
    expect(give([[2, ['edit-resident']]])).toBe(403);
    expect(give([[2, []]])).toBe(200);
    // A manager listed nowhere holds their bundle everywhere: an empty list keeps it, a list narrows it.
    const manager = effectiveGrants([1, 2], [], ['manager']);
    expect(status(() => assertMayGiveGrants(admin, manager, new Map([[1, ['edit-expense']]])))).toBe(200);
    expect(status(() => assertMayGiveGrants(admin, new Map([[1, []]]), manager))).toBe(403);
  });
});
