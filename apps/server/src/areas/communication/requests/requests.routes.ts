import {
  REQUEST_KIND_NAMES,
  REQUEST_KINDS,
  type ResidentRequest,
  recordOf,
  requestAssignSchema,
  requestCommentSchema,
  requestEventRow,
  requestRow,
  requestStatusSchema,
} from '@site/shared';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/connection';
import { authOf } from '../../../http/auth';
import type { AuthContext } from '../../../http/authContext';
import { registerResource } from '../../../http/defineResource';
import { notFound } from '../../../http/errors';
import { idParams } from '../../../http/routes';
import { type Actor, actorOf } from '../../../kernel/changeLog';
import type { AreaOptions } from '../../area';
import { registerRequestFiles } from './requestFiles.routes';
import { removeStoredFilesOfRequest } from './requestFiles.service';
import { requestResource, requestResources } from './requests.resource';
import {
  addRequestComment,
  assertTechAuthorization,
  assignRequest,
  changeRequestStatus,
  requestEvents,
  visibleRequest,
} from './requests.service';

type WorkflowChange<B> = (db: Db, auth: AuthContext, actor: Actor, id: number, input: B) => Promise<void>;

const tags = ['requests'];
// The references of a workflow body (the provider) must belong to the request's complex.
const config = { permission: 'handle-request', recordTable: 'requests' } as FastifyContextConfig;
const record = recordOf(requestRow);

/** Create, edit and delete of any kind, as the technical staff's authorization sees them. */
const CRUD_ACTIONS: Record<string, 'create' | 'update' | 'delete'> = {
  POST: 'create',
  PUT: 'update',
  DELETE: 'delete',
};

/**
 * The four kinds' CRUD (`/breakdowns`, `/suggestions`, `/complaints`, `/maintenance-requests`) and the workflow
 * every request shares: `POST /requests/{id}/status`, `/comments`, `/assign`, `GET /requests/{id}/events` and the
 * request's files (`requestFiles.routes.ts`). Writes need `handle-request`; technical staff are further held to
 * their tech worker authorization.
 */
export async function registerRequests(app: FastifyInstance, { db, files }: AreaOptions): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('preValidation', async (request) => {
      const action = CRUD_ACTIONS[request.method];
      if (action) assertTechAuthorization(authOf(request), { kind: action });
    });
    for (const resource of requestResources) {
      // A deleted request's photos and files leave the file store with it.
      const def = {
        ...resource,
        beforeDelete: (trx: Db, row: Record<string, unknown>) => removeStoredFilesOfRequest(trx, files, Number(row.id)),
      };
      await scope.register(async (own) => registerResource(own, def, { db, files }));
    }
  });

  // A request as its kind's screen shows it.
  const shows = new Map(
    REQUEST_KIND_NAMES.map((name) => {
      const def = requestResource(name);
      return [REQUEST_KINDS[name] as number, { select: def.select(db), toApi: def.toApi }] as const;
    }),
  );
  const answer = async (request: FastifyRequest, id: number) => {
    const { kind } = await visibleRequest(db, authOf(request), id);
    const show = shows.get(kind);
    if (!show) throw notFound();
    const row = await show.select.where('requests.id', '=', id).executeTakeFirstOrThrow();
    return { data: show.toApi(row) as ResidentRequest };
  };

  await app.register(async (scope) => {
    const typed = scope.withTypeProvider<ZodTypeProvider>();
    // A workflow step: the change, then the request as its kind's screen shows it.
    const step = <B extends z.ZodType>(path: string, body: B, change: WorkflowChange<z.infer<B>>) =>
      typed.post(
        path,
        { config, schema: { tags, params: idParams, body, response: { 200: record } } },
        async (request) => {
          await change(db, authOf(request), actorOf(request), request.params.id, request.body as z.infer<B>);
          return answer(request, request.params.id);
        },
      );
    step('/requests/:id/status', requestStatusSchema, changeRequestStatus);
    step('/requests/:id/comments', requestCommentSchema, addRequestComment);
    step('/requests/:id/assign', requestAssignSchema, assignRequest);
    typed.get(
      '/requests/:id/events',
      { schema: { tags, params: idParams, response: { 200: z.object({ data: z.array(requestEventRow) }) } } },
      async (request) => ({ data: await requestEvents(db, authOf(request), request.params.id) }),
    );
  });
  await registerRequestFiles(app, { db, files });
}
