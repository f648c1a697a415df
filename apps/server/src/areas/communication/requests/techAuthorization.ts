import { REQUEST_STATUS, ROLE_PERMISSIONS } from '@site/shared';

/** What a write does to a request, as the tech worker authorization sees it. */
export type RequestAction =
  | { kind: 'create' | 'update' | 'delete' | 'assign' | 'comment' | 'attach' | 'detach' }
  | { kind: 'status'; to: number };

export type RequestCaller = { roles: readonly string[]; techAuthorizationId: number | null };

const VIEW_ONLY = 1;
const APPROVE_AND_COMMENT = 2;

/** The statuses 'approve and comment' may set: take up, resolve, close or reject, never assign. */
const APPROVABLE: readonly number[] = [
  REQUEST_STATUS.inProgress,
  REQUEST_STATUS.resolved,
  REQUEST_STATUS.closed,
  REQUEST_STATUS.rejected,
];

/**
 * Spec §6 "tech worker authorization" (users.tech_authorization_id) for technical staff: 1 view only (no write),
 * 2 approve and comment (status changes to in progress, resolved, closed or rejected, comments, and attaching a
 * photo or file, which is how a repair is shown done; removing one is not), 3 all actions. A technical worker without one views only. It limits the technical role alone: a worker who also
 * holds a role that answers requests in full (manager, company administrator) or a super administrator is
 * governed by the permission only, as is everyone else.
 */
export function mayActOnRequest(caller: RequestCaller, action: RequestAction): boolean {
  if (!caller.roles.includes('technical')) return true;
  const fullRole = caller.roles.some(
    (role) =>
      role === 'superadministrator' ||
      (role !== 'technical' && (ROLE_PERMISSIONS[role] ?? []).includes('handle-request')),
  );
  if (fullRole) return true;
  const level = caller.techAuthorizationId ?? VIEW_ONLY;
  if (level === VIEW_ONLY) return false;
  if (level === APPROVE_AND_COMMENT) {
    return (
      action.kind === 'comment' ||
      action.kind === 'attach' ||
      (action.kind === 'status' && APPROVABLE.includes(action.to))
    );
  }
  return true;
}
