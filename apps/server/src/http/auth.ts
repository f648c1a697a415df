import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/connection';
import { type AuthContext, authenticate } from '../modules/auth/auth.service';
import { notFound, unauthenticated } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/**
 * How long a process reuses a token check it made: a screen's burst of requests, and a busy list, check the
 * token once. Any write this process answers forgets every kept check before its response leaves
 * (`forgetTokenChecks`), so a sign-out, a password or permission change or a deactivation holds at once on
 * this process, and within this time on the others behind the same load balancer.
 */
export const TOKEN_CHECK_REUSE_MS = 2000;

type KeptCheck = { auth: Promise<AuthContext | null>; until: number; generation: number };
type TokenChecks = { kept: Map<string, KeptCheck>; generation: number };

/** One set of kept checks per database, shared by every scope of the app that checks tokens. */
const checksByDb = new WeakMap<Db, TokenChecks>();

function checksOf(db: Db): TokenChecks {
  let checks = checksByDb.get(db);
  if (!checks) {
    checks = { kept: new Map(), generation: 0 };
    checksByDb.set(db, checks);
  }
  return checks;
}

/** Forgets every kept token check: called before the response of each write leaves. */
export function forgetTokenChecks(db: Db): void {
  const checks = checksOf(db);
  checks.kept.clear();
  checks.generation++;
}

/** The caller of this Authorization header, or null: a check kept from the last moment, else a new one. */
async function checkToken(db: Db, header: string | undefined): Promise<AuthContext | null> {
  if (!header) return null;
  const checks = checksOf(db);
  const now = Date.now();
  const kept = checks.kept.get(header);
  if (kept && kept.until > now && kept.generation === checks.generation) return kept.auth;
  // Checks that started before a write may have read what the write changed: they are not kept.
  const generation = checks.generation;
  const auth = authenticate(db, header);
  if (checks.kept.size >= 1000) for (const [key, old] of checks.kept) if (old.until <= now) checks.kept.delete(key);
  checks.kept.set(header, { auth, until: now + TOKEN_CHECK_REUSE_MS, generation });
  const result = await auth.catch((error: unknown) => {
    checks.kept.delete(header);
    throw error;
  });
  const current = checks.kept.get(header);
  if (current?.auth === auth) {
    const expires = result?.tokenExpiresAt ? Date.parse(result.tokenExpiresAt) : Number.POSITIVE_INFINITY;
    // Only a valid token is kept, and never past its expiry or past a write that came in between.
    if (!result || generation !== checks.generation) checks.kept.delete(header);
    else current.until = Math.min(current.until, expires);
  }
  return result;
}

/** onRequest hook for protected scopes: a missing, revoked or expired token is a 401. */
export function requireAuth(db: Db) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    request.auth = await checkToken(db, request.headers.authorization);
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

/** A complex the caller may not see does not exist for them: 404, never 403. */
export function assertClusterAccess(auth: AuthContext, clusterId: number): void {
  if (!auth.isSuperadmin && !auth.grants.has(clusterId)) throw notFound();
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
