import { actionLogRow, listAnswerOf, recordOf } from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/connection';
import { foldedSql } from '../../../db/turkishSql';
import { authOf } from '../../../http/auth';
import { notFound } from '../../../http/errors';
import { idFilters, type ListSpec } from '../../../http/listQuery';
import { listRoute, scopeList } from '../../../http/listRoute';
import { idParams } from '../../../http/routes';
import type { FileStorage } from '../../../storage/fileStorage';
import { likeFilter } from '../../definitions';

const spec: ListSpec = {
  orderBy: {
    created_at: 'action_logs.created_at',
    entity_type: 'action_logs.entity_type',
    user_name: 'named_users.name',
    id: 'action_logs.id',
  },
  defaultOrder: ['created_at', 'desc'],
  filters: {
    ...idFilters('action_logs', ['cluster_id', 'entity_id', 'action_type_id', 'user_id']),
    entity_type: { column: 'action_logs.entity_type', kind: 'text' },
    created_from: { column: 'action_logs.created_at', kind: 'date', op: '>=' },
    // The user column's own search (spec §2).
    user_name: likeFilter('named_users.name_folded'),
  },
  search: [],
};

const tags = ['action-logs'];
// A log entry of a complex is the complex's; one without (a company's record) only super administrators see.
const scope = { cluster: 'action_logs.cluster_id' };

// Users keep no folded copy of their name (several screens write them): it is folded in SQL for the search.
const namedUsers = (db: Db) =>
  db.selectFrom('users').select(['users.id', 'users.name', foldedSql('users.name').as('name_folded')]);

const base = (db: Db) =>
  db
    .selectFrom('action_logs')
    .leftJoin(namedUsers(db).as('named_users'), 'named_users.id', 'action_logs.user_id')
    .leftJoin('clusters', 'clusters.id', 'action_logs.cluster_id')
    .leftJoin('users as impersonators', 'impersonators.id', 'action_logs.impersonator_id')
    .selectAll('action_logs')
    .select([
      'named_users.name as user_name',
      'clusters.name as cluster_name',
      'impersonators.name as impersonator_name',
    ]);

type LogRow = Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirstOrThrow']>>;

const toApi = (row: LogRow) => ({
  ...row,
  old_values: row.old_values ? JSON.parse(row.old_values) : null,
  new_values: row.new_values ? JSON.parse(row.new_values) : null,
});

/** Who changed what and when (read-only): every create, update and delete of the definitions. */
export const actionLogRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (app, { db, files }) => {
  listRoute(app, {
    path: '/action-logs',
    tags,
    scope,
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
    { schema: { tags, params: idParams, response: { 200: recordOf(actionLogRow) } } },
    async (request) => {
      const row = await scopeList(base(db), authOf(request), scope)
        .where('action_logs.id', '=', request.params.id)
        .executeTakeFirst();
      if (!row) throw notFound();
      return { data: toApi(row) };
    },
  );
};
