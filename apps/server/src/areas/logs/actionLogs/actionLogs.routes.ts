import { actionLogRow, idParam, listAnswerOf, recordOf } from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../../db/connection';
import { allowedClusterIds, authOf } from '../../../http/auth';
import { notFound } from '../../../http/errors';
import type { ListSpec } from '../../../http/listQuery';
import { listRoute } from '../../../http/listRoute';
import type { FileStorage } from '../../../storage/fileStorage';

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
export const actionLogRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (app, { db, files }) => {
  const scoped = (allowed: number[] | null) => {
    const q = base(db);
    return allowed ? q.where('action_logs.cluster_id', 'in', allowed.length ? allowed : [-1]) : q;
  };

  listRoute(app, {
    path: '/action-logs',
    tags: ['action-logs'],
    scope: { cluster: 'action_logs.cluster_id' },
    base: () => base(db),
    db,
    files,
    spec,
    idColumn: 'action_logs.id',
    response: listAnswerOf(actionLogRow),
    toApi: (row) => toApi(row as LogRow),
    exportTitle: 'İşlem Kayıtları',
    exportColumns: [
      { key: 'created_at', header: 'Tarih', kind: 'datetime' },
      { key: 'user_name', header: 'Kullanıcı' },
      { key: 'cluster_name', header: 'Site' },
      { key: 'entity_type', header: 'Kayıt Türü' },
      { key: 'entity_id', header: 'Kayıt No', kind: 'number' },
    ],
  });

  app.get(
    '/action-logs/:id',
    { schema: { tags: ['action-logs'], params: z.object({ id: idParam }), response: { 200: recordOf(actionLogRow) } } },
    async (request) => {
      const row = await scoped(allowedClusterIds(authOf(request)))
        .where(sql.ref('action_logs.id'), '=', request.params.id)
        .executeTakeFirst();
      if (!row) throw notFound();
      return { data: toApi(row) };
    },
  );
};
