import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/connection';
import { type AuthContext, authenticate, SUPERADMIN } from './authContext';
import { forbidden, notFound, unauthenticated } from './errors';
import { mayWriteIn } from './permissions';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** onRequest hook for protected scopes: a missing, revoked or expired token is a 401. */
export function requireAuth(db: Db) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    request.auth = await authenticate(db, request.headers.authorization);
    if (!request.auth) throw unauthenticated();
  };
}

/** The caller of a protected route (requireAuth ran before). */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

/** The complexes the caller may see; null means all (super administrators). */
export function allowedClusterIds(auth: AuthContext): number[] | null {
  return auth.isSuperadmin ? null : [...auth.grants.keys()];
}

/**
 * A complex the caller may not see does not exist for them: 404, never 403. In a write, one they see but may
 * not do this in (the route's permission is not held there) is a 403.
 */
export function assertClusterAccess(auth: AuthContext, clusterId: number): void {
  if (!auth.isSuperadmin && !auth.grants.has(clusterId)) throw notFound();
  if (!mayWriteIn(auth, clusterId)) throw forbidden();
}

/** A record the caller may see: a missing one, or one of a complex they may not see, is a 404. */
export function visibleRecord<T extends { cluster_id: number }>(request: FastifyRequest, row: T | undefined): T {
  if (!row) throw notFound();
  assertClusterAccess(authOf(request), row.cluster_id);
  return row;
}

export function hasPermission(auth: AuthContext, clusterId: number, permission: string): boolean {
  return auth.isSuperadmin || (auth.grants.get(clusterId)?.includes(permission) ?? false);
}

/** The screen the request came from (X-Page-Url), written into the action log. */
export function pageUrlOf(request: FastifyRequest): string | null {
  const value = request.headers['x-page-url'];
  return typeof value === 'string' ? value.slice(0, 500) : null;
}

/** A company administrator (or a super administrator): changes what belongs to the whole company. */
export function isCompanyAdmin(auth: AuthContext): boolean {
  return auth.roles.includes('company-admin') || auth.roles.includes(SUPERADMIN);
}
