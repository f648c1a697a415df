import type { SessionUser } from '@site/shared';

/**
 * Whether the signed-in user holds a permission of the catalogue through their roles (who-am-i's `permissions`);
 * super administrators may do everything. What a worker holds per complex is `usePermissions`' to say.
 */
export function can(user: SessionUser | null | undefined, permission: string): boolean {
  return Boolean(user && (user.is_superadmin || user.permissions.includes(permission)));
}
