import { idParam } from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../../db/connection';
import { allowedClusterIds, authOf } from '../../../http/auth';
import { notFound } from '../../../http/errors';
import { applyFilters, applyOrder, type ListSpec, listMeta, parseListQuery } from '../../../http/listQuery';

const spec: ListSpec = {
  orderBy: {
    created_at: 'action_logs.created_at',
    entity_type: 'action_logs.entity_type',
    user_name: 'users.name',
    id: 'action_logs.id',
  },
  defaultOrder: ['created_at', 'desc'],
  filters: {
    cluster_id: { column: 'action_logs.cluster_id', kind: 'number' },
    entity_type: { column: 'action_logs.entity_type', kind: 'text' },
    entity_id: { column: 'action_logs.entity_id', kind: 'number' },
    action_type_id: { column: 'action_logs.action_type_id', kind: 'number' },
    user_id: { column: 'action_logs.user_id', kind: 'number' },
    created_from: { column: 'action_logs.created_at', kind: 'date', op: '>=' },
  },
  search: [],
};

const base = (db: Db) =>
  db
    .selectFrom('action_logs')
    .leftJoin('users', 'users.id', 'action_logs.user_id')
    .leftJoin('clusters', 'clusters.id', 'action_logs.cluster_id')
    .selectAll('action_logs')
    .select(['users.name as user_name', 'clusters.name as cluster_name']);

type LogRow = Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirstOrThrow']>>;

const toApi = (row: LogRow) => ({
  ...row,
  old_values: row.old_values ? JSON.parse(row.old_values) : null,
  new_values: row.new_values ? JSON.parse(row.new_values) : null,
});

/** Who changed what and when (read-only): every create, update and delete of the definitions. */
export const actionLogRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const scoped = (allowed: number[] | null) => {
    const q = base(db);
    return allowed ? q.where('action_logs.cluster_id', 'in', allowed.length ? allowed : [-1]) : q;
  };

  app.get('/action-logs', { schema: { tags: ['action-logs'] } }, async (request) => {
    const params = parseListQuery(request.query as Record<string, unknown>, spec);
    const filtered = applyFilters(scoped(allowedClusterIds(authOf(request))), spec, params);
    const { total } = await filtered
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await applyOrder(filtered, spec, params, 'action_logs.id')
      .limit(params.perPage)
      .offset((params.page - 1) * params.perPage)
      .execute();
    return { data: rows.map(toApi), meta: listMeta(Number(total), params) };
  });

  app.get(
    '/action-logs/:id',
    { schema: { tags: ['action-logs'], params: z.object({ id: idParam }) } },
    async (request) => {
      const row = await scoped(allowedClusterIds(authOf(request)))
        .where(sql.ref('action_logs.id'), '=', request.params.id)
        .executeTakeFirst();
      if (!row) throw notFound();
      return { data: toApi(row) };
    },
  );
};
