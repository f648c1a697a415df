import { adminUserTokenRow, deletedSchema, listAnswerOf } from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import { foldedSql } from '../../../db/turkishSql';
import { notFound } from '../../../http/errors';
import { commonColumns } from '../../../http/export/commonColumns';
import { applyOrder, type ListParams, type ListSpec } from '../../../http/listQuery';
import type { AnySelect } from '../../../http/listRoute';
import { listRoute } from '../../../http/listRoute';
import { idParams } from '../../../http/routes';
import type { FileStorage } from '../../../storage/fileStorage';
import { searchIn } from '../userLists/userLists.shared';

const tags = ['api-super-admin'];

const spec: ListSpec = {
  orderBy: {
    created_at: 't.created_at',
    last_used_at: 't.last_used_at',
    expires_at: 't.expires_at',
    name: 't.name',
    id: 't.id',
  },
  // Spec §9: tokens by last use, newest first.
  defaultOrder: ['last_used_at', 'desc'],
  filters: {
    user_id: { column: 't.user_id', kind: 'number' },
    is_mobile: { column: 't.is_mobile', kind: 'flag' },
  },
  // Searched by `searchIn` in the route: device, platform, who signed in as the user.
  search: [],
};

// Never the secret's hash: what a session is, not what would open it.
const base = (db: Db) =>
  db
    .selectFrom('personal_access_tokens as t')
    .leftJoin('users as impersonators', 'impersonators.id', 't.impersonator_id')
    .select([
      't.id',
      't.user_id',
      't.name',
      't.is_mobile',
      't.platform',
      't.created_at',
      't.last_used_at',
      't.expires_at',
      't.impersonator_id',
      'impersonators.name as impersonator_name',
    ]);

type TokenRow = Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirstOrThrow']>>;

/** A session never used sorts after the used ones either way, on both databases (they place nulls differently). */
function orderTokens(filtered: AnySelect, params: ListParams): AnySelect {
  if (params.orderBy !== 'last_used_at') return applyOrder(filtered, spec, params, 't.id');
  return filtered
    .orderBy(sql`(t.last_used_at is null)`)
    .orderBy('t.last_used_at', params.order)
    .orderBy('t.created_at', params.order)
    .orderBy('t.id', params.order);
}

const toApi = (row: TokenRow) => ({ ...row, is_mobile: row.is_mobile === 1 });

/** A user's signed-in sessions (spec §7 `api-super-admin/tokens`, by `user_id`) and their revocation. */
export const adminTokenRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (app, { db, files }) => {
  listRoute(app, {
    path: '/api-super-admin/tokens',
    tags,
    scope: 'superadmin',
    base: () => base(db),
    db,
    files,
    spec,
    idColumn: 't.id',
    response: listAnswerOf(adminUserTokenRow),
    filter: searchIn(spec, [foldedSql('t.name'), foldedSql('t.platform'), foldedSql('impersonators.name')]),
    order: orderTokens,
    toApi: (row) => toApi(row as TokenRow),
    exportTitle: 'Oturumlar',
    exportRow: (row) => toApi(row as TokenRow),
    exportColumns: [
      { key: 'name', header: 'Cihaz' },
      commonColumns.created_at,
      { key: 'last_used_at', header: 'Son Kullanım', kind: 'datetime' },
      { key: 'expires_at', header: 'Geçerlilik Sonu', kind: 'datetime' },
      { key: 'is_mobile', header: 'Mobil', kind: 'boolean' },
      { key: 'platform', header: 'Platform' },
      { key: 'impersonator_name', header: 'Kullanıcı Olarak Giren' },
    ],
  });

  app.delete(
    '/api-super-admin/tokens/:id',
    { schema: { tags, summary: 'Revoke one session', params: idParams, response: { 200: deletedSchema } } },
    async (request) => {
      const result = await db
        .deleteFrom('personal_access_tokens')
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!Number(result.numDeletedRows)) throw notFound();
      return { data: { deleted: true as const } };
    },
  );
};
