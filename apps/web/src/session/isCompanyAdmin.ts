import type { SessionUser } from '@site/shared';

/**
 * Whether the user changes what belongs to the whole management company (its record, logos and lists): its
 * company administrators and super administrators, as the server checks.
 */
export function isCompanyAdmin(user: SessionUser | null | undefined): boolean {
  return Boolean(user && (user.is_superadmin || user.roles.some((role) => role.name === 'company-admin')));
}
