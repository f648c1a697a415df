import {
  ALL_PERMISSION_NAMES,
  CLUSTER_PERMISSION_NAMES,
  type PermissionName,
  permissionMessages,
  permissionScope,
  type RoutePermission,
} from '@site/shared';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { AuthContext } from './authContext';
import { forbidden, HttpError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a write needs (see `routePermission`); reads need only the complex. */
    permission?: RoutePermission;
  }
  interface FastifyInstance {
    /** `METHOD /api/path/:param` of every signed-in write → what it needs (the guard's test walks it). */
    routePermissions: Map<string, RoutePermission>;
  }
}

const isWrite = (route: Pick<RouteOptions, 'method'>) =>
  [route.method].flat().some((method) => method !== 'GET' && method !== 'HEAD');

/**
 * onRoute hook of an area: every write names its permission, the route's own (`config.permission`) or the
 * area's. A write with neither stops the app at start-up, so a new endpoint cannot ship unguarded.
 */
export function routePermission(areaDefault: RoutePermission | undefined, registry: Map<string, RoutePermission>) {
  return (route: RouteOptions) => {
    if (!isWrite(route)) return;
    const config = (route.config ?? {}) as { permission?: RoutePermission };
    const permission = config.permission ?? areaDefault;
    const methods = [route.method].flat();
    if (!permission) throw new Error(`${methods.join(',')} ${route.url} names no permission`);
    route.config = { ...config, permission };
    for (const method of methods) registry.set(`${method} ${route.url}`, permission);
  };
}

/** Whether the caller holds a catalogue permission somewhere: company-wide, or in at least one complex. */
export function holdsPermission(auth: AuthContext, permission: PermissionName): boolean {
  if (auth.isSuperadmin) return true;
  if (permissionScope(permission) === 'company') return auth.permissions.has(permission);
  // With no complex yet (a new company), what the roles bundle lets them create the first one.
  if (!auth.grants.size) return auth.permissions.has(permission);
  for (const held of auth.grants.values()) if (held.includes(permission)) return true;
  return false;
}

/**
 * preValidation hook of every signed-in write, ahead of validation: a caller who holds the route's permission
 * nowhere gets a 403 whatever they sent. Where they hold it in some complexes only, `assertClusterAccess`
 * checks the complex the write touches (`auth.required`).
 */
export async function checkRoutePermission(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const permission = request.routeOptions.config.permission;
  const auth = request.auth;
  if (!auth || !permission || permission === 'self') return;
  if (permission === 'superadmin') {
    if (!auth.isSuperadmin) throw forbidden();
    return;
  }
  if (!holdsPermission(auth, permission)) throw forbidden();
  auth.required = permission;
}

/** onRequest hook after the token check: a temporary password opens only the password screen (spec §4). */
export async function temporaryPasswordGate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (request.auth?.user.has_temporary_password === 1) throw new HttpError(403, permissionMessages.temporaryPassword);
}

/** What the caller may do in a complex they see: the permissions held there and their company-wide ones. */
export function permissionsIn(auth: AuthContext, clusterId: number): PermissionName[] {
  if (auth.isSuperadmin) return [...ALL_PERMISSION_NAMES];
  const held = auth.grants.get(clusterId) ?? [];
  return ALL_PERMISSION_NAMES.filter((p) =>
    permissionScope(p) === 'company' ? auth.permissions.has(p) : held.includes(p),
  );
}

/** Whether the write in progress may touch this complex, which the caller can see. */
export function mayWriteIn(auth: AuthContext, clusterId: number): boolean {
  const required = auth.required;
  if (auth.isSuperadmin || !required || required === 'self' || required === 'superadmin') return true;
  if (!CLUSTER_PERMISSION_NAMES.includes(required)) return true;
  return auth.grants.get(clusterId)?.includes(required) ?? false;
}
