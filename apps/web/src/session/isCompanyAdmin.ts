import type { SessionUser } from '@site/shared';
import { can } from './can';

/**
 * Whether the user changes what belongs to the whole management company (its record, logos and lists): who holds
 * `edit-company` (its company administrators) and super administrators, as the server checks.
 */
export function isCompanyAdmin(user: SessionUser | null | undefined): boolean {
  return can(user, 'edit-company');
}
