import { clusterPartSchema, clusterSchema, httpMessages, INT_MAX, idParam } from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/connection';
import { foldTurkish } from '../../../db/turkish';
import { allowedClusterIds, assertClusterAccess, authOf, hasPermission, pageUrlOf } from '../../../http/auth';
import type { AuthContext } from '../../../http/authContext';
import { nowIso } from '../../../http/clock';
import { flagsToApi, flagsToRow } from '../../../http/defineResource';
import { deleteOrInUse, forbidden, invalid, notFound } from '../../../http/errors';
import { ACTION, writeActionLog } from '../../../kernel/actionLog';
import { refreshHouseSearch } from '../../../kernel/searchText';
import { getDashboard, listClusters } from './clusters.repository';

export const KNOWN_PERMISSIONS = ['edit-resident', 'edit-expense-type', 'edit-cluster-provider'] as const;

const listQuery = z.object({
  company_id: idParam.optional(),
  query: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).max(INT_MAX).default(1),
  per_page: z.coerce.number().int().min(1).max(1000).default(20),
  order_by: z.enum(['name', 'id', 'created_at']).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});

const clusterParams = z.object({ id: idParam });
const partParams = z.object({ id: idParam });
const FLAGS = ['is_active', 'is_demo'] as const;
type Row = Record<string, unknown>;

// The late fee rate is a percent in the API and basis points in the table (5 % = 500), so it stays exact.
const clusterToApi = ({ search: _s, late_fee_rate_bp, ...row }: Row): Row => ({
  ...row,
  late_fee_rate: Number(late_fee_rate_bp) / 100,
  ...flagsToApi(row, FLAGS),
});

function clusterToRow({ late_fee_rate, ...input }: Row): Row {
  const row: Row = { ...input, ...flagsToRow(input, FLAGS) };
  if (late_fee_rate !== undefined) row.late_fee_rate_bp = Math.round(Number(late_fee_rate) * 100);
  if (typeof input.name === 'string') row.search = foldTurkish(`${input.name} ${input.title ?? ''}`);
  return row;
}

/** Creating or removing a complex belongs to the management company's administrators. */
function assertCompanyAdmin(auth: AuthContext, companyId: number): void {
  if (auth.isSuperadmin) return;
  if (!auth.roles.includes('company-admin') || auth.user.company_id !== companyId) throw forbidden();
}

/** The complexes the caller may see, one complex, its permissions and its dashboard figures. */
export const clusterRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/clusters', { schema: { tags: ['clusters'], querystring: listQuery } }, async (request) => {
    const auth = authOf(request);
    return listClusters(db, { ...request.query, allowed: allowedClusterIds(auth) });
  });

  app.get('/clusters/:id', { schema: { tags: ['clusters'], params: clusterParams } }, async (request) => {
    assertClusterAccess(authOf(request), request.params.id);
    const cluster = await db.selectFrom('clusters').selectAll().where('id', '=', request.params.id).executeTakeFirst();
    if (!cluster) throw notFound();
    return { data: clusterToApi(cluster) };
  });

  app.post('/clusters', { schema: { tags: ['clusters'], body: clusterSchema } }, async (request, reply) => {
    const auth = authOf(request);
    assertCompanyAdmin(auth, request.body.company_id);
    const company = await db
      .selectFrom('companies')
      .select('id')
      .where('id', '=', request.body.company_id)
      .executeTakeFirst();
    if (!company) throw invalid('company_id', httpMessages.notFound);
    const id = await db.transaction().execute(async (trx) => {
      const now = nowIso();
      const values = { ...clusterToRow(request.body), created_at: now, updated_at: now };
      const { id } = await trx
        .insertInto('clusters')
        .values(values as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      // The worker who creates a complex may act in it.
      if (!auth.isSuperadmin) {
        await trx
          .insertInto('cluster_users')
          .values({ user_id: auth.user.id, cluster_id: id, permissions: JSON.stringify(KNOWN_PERMISSIONS) })
          .execute();
      }
      await writeActionLog(trx, {
        userId: auth.user.id,
        clusterId: id,
        entityType: 'cluster',
        entityId: id,
        action: ACTION.create,
        before: null,
        after: { id, ...values },
        pageUrl: pageUrlOf(request),
      });
      return id;
    });
    const cluster = await db.selectFrom('clusters').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return reply.status(201).send({ data: clusterToApi(cluster) });
  });

  app.put(
    '/clusters/:id',
    { schema: { tags: ['clusters'], params: clusterParams, body: clusterSchema.partial() } },
    async (request) => {
      const auth = authOf(request);
      assertClusterAccess(auth, request.params.id);
      const before = await db.selectFrom('clusters').selectAll().where('id', '=', request.params.id).executeTakeFirst();
      if (!before) throw notFound();
      // A complex stays with its company.
      const { company_id: _c, ...input } = request.body;
      await db.transaction().execute(async (trx) => {
        const values = { ...clusterToRow(input), updated_at: nowIso() };
        await trx
          .updateTable('clusters')
          .set(values as never)
          .where('id', '=', request.params.id)
          .execute();
        await writeActionLog(trx, {
          userId: auth.user.id,
          clusterId: before.id,
          entityType: 'cluster',
          entityId: before.id,
          action: ACTION.update,
          before,
          after: { ...before, ...values },
          pageUrl: pageUrlOf(request),
        });
      });
      const cluster = await db
        .selectFrom('clusters')
        .selectAll()
        .where('id', '=', request.params.id)
        .executeTakeFirstOrThrow();
      return { data: clusterToApi(cluster) };
    },
  );

  app.delete('/clusters/:id', { schema: { tags: ['clusters'], params: clusterParams } }, async (request) => {
    const auth = authOf(request);
    assertClusterAccess(auth, request.params.id);
    const before = await db.selectFrom('clusters').selectAll().where('id', '=', request.params.id).executeTakeFirst();
    if (!before) throw notFound();
    assertCompanyAdmin(auth, before.company_id);
    await deleteOrInUse(() =>
      db.transaction().execute(async (trx) => {
        for (const table of ['blocks', 'house_types', 'cluster_users'] as const) {
          await trx.deleteFrom(table).where('cluster_id', '=', before.id).execute();
        }
        await trx.deleteFrom('clusters').where('id', '=', before.id).execute();
        await writeActionLog(trx, {
          userId: auth.user.id,
          clusterId: null,
          entityType: 'cluster',
          entityId: before.id,
          action: ACTION.delete,
          before,
          after: null,
          pageUrl: pageUrlOf(request),
        });
      }),
    );
    return { data: { deleted: true } };
  });

  app.get('/clusters/:id/dashboard', { schema: { tags: ['clusters'], params: clusterParams } }, async (request) => {
    assertClusterAccess(authOf(request), request.params.id);
    const figures = await getDashboard(db, request.params.id);
    if (!figures) throw notFound();
    return { data: figures };
  });

  // The block and unit-type pickers of a complex (spec §7: blocks ordered by name, per_page 150).
  for (const table of ['blocks', 'house_types'] as const) {
    app.get(
      `/clusters/:id/${table.replace('_', '-')}`,
      { schema: { tags: ['clusters'], params: clusterParams } },
      async (request) => {
        assertClusterAccess(authOf(request), request.params.id);
        const rows = await db
          .selectFrom(table)
          .select(['id', 'name', 'cluster_id'])
          .where('cluster_id', '=', request.params.id)
          .orderBy('name')
          .execute();
        return { data: rows, meta: { total: rows.length, current_page: 1, per_page: rows.length, last_page: 1 } };
      },
    );
  }

  // Blocks and unit types are edited inside the complex's form.
  for (const [table, entityType] of [
    ['blocks', 'block'],
    ['house_types', 'house_type'],
  ] as const) {
    const segment = table.replace('_', '-');
    app.post(
      `/clusters/:id/${segment}`,
      { schema: { tags: ['clusters'], params: clusterParams, body: clusterPartSchema } },
      async (request, reply) => {
        const auth = authOf(request);
        assertClusterAccess(auth, request.params.id);
        const row = await db.transaction().execute(async (trx) => {
          const now = nowIso();
          const values = { cluster_id: request.params.id, name: request.body.name, created_at: now, updated_at: now };
          const inserted = await trx
            .insertInto(table)
            .values(values)
            .returning(['id', 'name', 'cluster_id'])
            .executeTakeFirstOrThrow();
          await writeActionLog(trx, {
            userId: auth.user.id,
            clusterId: request.params.id,
            entityType,
            entityId: inserted.id,
            action: ACTION.create,
            before: null,
            after: values,
            pageUrl: pageUrlOf(request),
          });
          return inserted;
        });
        return reply.status(201).send({ data: row });
      },
    );
    const findPart = async (auth: AuthContext, id: number) => {
      const row = await db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound();
      assertClusterAccess(auth, row.cluster_id);
      return row;
    };
    app.put(
      `/${segment}/:id`,
      { schema: { tags: ['clusters'], params: partParams, body: clusterPartSchema } },
      async (request) => {
        const auth = authOf(request);
        const before = await findPart(auth, request.params.id);
        await db.transaction().execute(async (trx) => {
          await trx
            .updateTable(table)
            .set({ name: request.body.name, updated_at: nowIso() })
            .where('id', '=', before.id)
            .execute();
          // A block's houses are found by its name.
          if (table === 'blocks') await refreshHouseSearch(trx, { blockId: before.id });
          await writeActionLog(trx, {
            userId: auth.user.id,
            clusterId: before.cluster_id,
            entityType,
            entityId: before.id,
            action: ACTION.update,
            before,
            after: { ...before, name: request.body.name },
            pageUrl: pageUrlOf(request),
          });
        });
        return { data: { id: before.id, cluster_id: before.cluster_id, name: request.body.name } };
      },
    );
    app.delete(`/${segment}/:id`, { schema: { tags: ['clusters'], params: partParams } }, async (request) => {
      const auth = authOf(request);
      const before = await findPart(auth, request.params.id);
      await deleteOrInUse(() =>
        db.transaction().execute(async (trx) => {
          await trx.deleteFrom(table).where('id', '=', before.id).execute();
          await writeActionLog(trx, {
            userId: auth.user.id,
            clusterId: before.cluster_id,
            entityType,
            entityId: before.id,
            action: ACTION.delete,
            before,
            after: null,
            pageUrl: pageUrlOf(request),
          });
        }),
      );
      return { data: { deleted: true } };
    });
  }

  app.get(
    '/permissions',
    { schema: { tags: ['clusters'], querystring: z.object({ cluster_id: idParam }) } },
    async (request) => {
      const auth = authOf(request);
      const clusterId = request.query.cluster_id;
      assertClusterAccess(auth, clusterId);
      return { data: KNOWN_PERMISSIONS.filter((p) => hasPermission(auth, clusterId, p)) };
    },
  );
};
