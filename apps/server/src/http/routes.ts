import { deletedSchema, idParam } from '@site/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertClusterAccess, authOf, visibleRecord } from './auth';

/**
 * The shapes most routes share: a record's id or a complex's id in the path, a complex's list, and one record
 * that the caller may see. A route file declares what differs (path, answer, service call) and nothing else.
 */
export const idParams = z.object({ id: idParam });
export const clusterParams = z.object({ clusterId: idParam });

type Row = Record<string, unknown>;
// biome-ignore lint/suspicious/noExplicitAny: any Fastify instance, whatever its server and type provider
type App = FastifyInstance<any, any, any, any, any>;
type Answer = z.ZodType;
type RouteInfo = { tags: string[]; response: Answer };

const typed = (app: App) => (app as FastifyInstance).withTypeProvider<ZodTypeProvider>();

/** `GET /clusters/:clusterId/...`: the caller must see the complex; `list` answers with its query string. */
export function clusterListRoute(
  app: App,
  path: string,
  { tags, response }: RouteInfo,
  list: (clusterId: number, query: Row, request: FastifyRequest) => Promise<unknown>,
) {
  typed(app).get(path, { schema: { tags, params: clusterParams, response: { 200: response } } }, async (request) => {
    assertClusterAccess(authOf(request), request.params.clusterId);
    return list(request.params.clusterId, request.query as Row, request);
  });
}

/**
 * `GET /<resource>/:id`: `find` reads the row (with its `cluster_id`), a record of a complex the caller may not see
 * is a 404, and `show` answers with the record.
 */
export function recordRoute<T extends { cluster_id: number }>(
  app: App,
  path: string,
  { tags, response }: RouteInfo,
  find: (id: number) => Promise<T | undefined>,
  show: (row: T, request: FastifyRequest) => Promise<unknown>,
) {
  typed(app).get(path, { schema: { tags, params: idParams, response: { 200: response } } }, async (request) =>
    show(visibleRecord(request, await find(request.params.id)), request),
  );
}

/**
 * `DELETE /<resource>/:id`: `find` reads the row, a record of a complex the caller may not see is a 404, `remove`
 * deletes or takes it back, and the answer is `{ data: { deleted: true } }`.
 */
export function deleteRoute<T extends { cluster_id: number }>(
  app: App,
  path: string,
  { tags }: { tags: string[] },
  find: (id: number) => Promise<T | undefined>,
  remove: (row: T, request: FastifyRequest) => Promise<unknown>,
) {
  typed(app).delete(path, { schema: { tags, params: idParams, response: { 200: deletedSchema } } }, async (request) => {
    await remove(visibleRecord(request, await find(request.params.id)), request);
    return { data: { deleted: true as const } };
  });
}
