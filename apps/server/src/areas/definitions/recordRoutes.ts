import { deletedSchema, type RoutePermission, recordOf } from '@site/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../db/connection';
import { authOf } from '../../http/auth';
import type { AuthContext } from '../../http/authContext';
import { idParams } from '../../http/routes';
import { type Actor, actorOf } from '../../kernel/changeLog';

// biome-ignore lint/suspicious/noExplicitAny: any Fastify instance, whatever its server and type provider
type App = FastifyInstance<any, any, any, any, any>;

/** The service functions of a record that are not a resource declaration (companies, complexes). */
export type RecordService<Input> = {
  show: (db: Db, auth: AuthContext, id: number) => Promise<unknown>;
  create: (db: Db, auth: AuthContext, actor: Actor, input: Input) => Promise<unknown>;
  update: (db: Db, auth: AuthContext, actor: Actor, id: number, input: Partial<Input>) => Promise<unknown>;
  remove: (db: Db, auth: AuthContext, actor: Actor, id: number) => Promise<void>;
};

/**
 * `GET|PUT|DELETE <path>/:id` and `POST <path>` of a record its service reads, writes and checks: the answer
 * is the record as `row` declares it (the deletion for a delete); an update may send any part of `body`.
 */
export function recordRoutes<Body extends z.ZodObject>(
  base: App,
  path: string,
  {
    tags,
    row,
    body,
    db,
    permission,
  }: {
    tags: string[];
    row: z.ZodType;
    body: Body;
    db: Db;
    /** What the writes need: one permission for all, or one per write (`create`, `update`, `remove`). */
    permission: RoutePermission | Record<'create' | 'update' | 'remove', RoutePermission>;
  },
  service: RecordService<z.infer<Body>>,
) {
  const app = (base as FastifyInstance).withTypeProvider<ZodTypeProvider>();
  // The type provider cannot infer a body from a schema that is itself a type parameter.
  type Input = z.infer<Body>;
  const answer = { 200: recordOf(row) };
  const configOf = (write: 'create' | 'update' | 'remove') => ({
    permission: typeof permission === 'string' ? permission : permission[write],
  });
  app.get(`${path}/:id`, { schema: { tags, params: idParams, response: answer } }, async (request) => ({
    data: await service.show(db, authOf(request), request.params.id),
  }));
  app.post(
    path,
    { config: configOf('create'), schema: { tags, body, response: { 201: recordOf(row) } } },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await service.create(db, authOf(request), actorOf(request), request.body as Input) }),
  );
  app.put(
    `${path}/:id`,
    { config: configOf('update'), schema: { tags, params: idParams, body: body.partial(), response: answer } },
    async (request) => ({
      data: await service.update(
        db,
        authOf(request),
        actorOf(request),
        request.params.id,
        request.body as Partial<Input>,
      ),
    }),
  );
  app.delete(
    `${path}/:id`,
    { config: configOf('remove'), schema: { tags, params: idParams, response: { 200: deletedSchema } } },
    async (request) => {
      await service.remove(db, authOf(request), actorOf(request), request.params.id);
      return { data: { deleted: true as const } };
    },
  );
}
