import { deletedSchema, idParam, isPermissionName, listAnswerOf, type RoutePermission, recordOf } from '@site/shared';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type SqlBool, sql } from 'kysely';
import { z } from 'zod';
import { CompiledQueryCache } from '../db/compiledQueries';
import type { Db } from '../db/connection';
import type { Database } from '../db/types';
import { ACTION, writeActionLog } from '../kernel/actionLog';
import type { FileStorage } from '../storage/fileStorage';
import { allowedClusterIds, assertClusterAccess, authOf, pageUrlOf } from './auth';
import { nowIso } from './clock';
import { deleteOrInUse, forbidden, invalid, notFound } from './errors';
import type { ExportColumn } from './export/exportList';
import { applyFilters, type ListParams, type ListSpec } from './listQuery';
import { type AnySelect, type ListStatements, runList, scopeList } from './listRoute';
import { holdsPermission } from './permissions';

type Row = Record<string, unknown>;

/**
 * A complex-owned record with list, show, create, update and delete: the shape of most definition screens.
 * Every query is scoped to the complexes the caller may see; every write logs in the same transaction.
 */
export type ResourceDef = {
  /** URL segment, the same name the web uses: `bank-accounts`. */
  name: string;
  table: keyof Database;
  entityType: string;
  // biome-ignore lint/suspicious/noExplicitAny: any resource's payload schema
  schema: z.ZodObject<any>;
  list: ListSpec;
  /**
   * The list/show query; must select `id` and `cluster_id`. It is built once per app (a query builder never
   * changes, each clause makes a new one), so it must not depend on the time or the request.
   */
  select: (db: Db) => AnySelect;
  /** Payload → table columns (flags to 0/1, folded search text …). */
  toRow: (input: Row) => Row;
  toApi: (row: Row) => Row;
  /**
   * The row as the API answers it (a response schema of `packages/shared`): lists, shows and writes are
   * serialised through it and OpenAPI documents it.
   */
  // biome-ignore lint/suspicious/noExplicitAny: any resource's row schema
  row?: z.ZodObject<any>;
  /** The list's meta as answered (`listMetaSchema` by default): a footer with money declares its sums `lira`. */
  meta?: z.ZodType;
  exportTitle: string;
  exportColumns: ExportColumn[];
  /** A row as the export writes it (e.g. a plate spaced as it is read); by default as the database returns it. */
  exportRow?: (row: Row) => Row;
  /**
   * What a write needs (the permission catalogue of `packages/shared`), checked in the complex written to;
   * without it the area's permission applies. Company-owned records default to `edit-company`.
   */
  writePermission?: RoutePermission;
  defaultPerPage?: number;
  /**
   * The footer (`meta.totals`): one query over the whole filtered list that returns one row of numbers.
   * It is written per resource so it can use indexes instead of summing a per-row subquery.
   */
  totals?: (db: Db, filtered: AnySelect, scope: TotalsScope) => AnySelect;
  /** Rules that need the database (e.g. linked records in the same complex); throw an HttpError. */
  validate?: (db: Db, input: Row, ownerId: number) => Promise<void>;
  /** Rules across fields (a zod superRefine on the create and update bodies), each issue on its own path. */
  refine?: (value: Row, ctx: z.RefinementCtx) => void;
  /** Runs inside the write transaction after a create or an update, with the written row (id, cluster_id …). */
  afterWrite?: (trx: Db, row: Row, context: WriteContext) => Promise<void>;
  /** Runs inside the delete transaction before the row goes (e.g. to remove the journal it wrote). */
  beforeDelete?: (trx: Db, row: Row, context: WriteContext) => Promise<void>;
  /** Runs inside the delete transaction after the row went (e.g. to refresh what was derived from it). */
  afterDelete?: (trx: Db, row: Row, context: WriteContext) => Promise<void>;
  /**
   * Rows without cluster_id are system records (e.g. expense types): every complex lists and shows them,
   * only super administrators change them, and `validate` then gets a null clusterId.
   */
  includeShared?: boolean;
  /** List and show only: no create, update or delete routes (a read-only view over another table). */
  readOnly?: boolean;
  /**
   * Who owns the records: a complex (`cluster_id`, the default) or a management company (`company_id`: a
   * worker sees their own company's records, its company administrators change them, super administrators
   * see and change all; only `GET|POST /<name>` and `/<name>/{id}` are registered).
   */
  owner?: 'cluster' | 'company';
};

/** Who writes, for hooks that record it (e.g. the journal's created_by). */
export type WriteContext = { userId: number };

/** What the footer query may take a shortcut on: a whole complex with no filter or search. */
export type TotalsScope = { wholeCluster: number | null };

export type ResourceOptions = { db: Db; files: FileStorage };

/** Distinct list pages (scope and query string) whose statements a resource keeps compiled. */
const LIST_STATEMENTS_KEPT = 100;

/**
 * Cross-field rules run beside the field rules, so a form shows both at once. They read fields as their types
 * promise; when a field is already invalid (text for an amount) a rule may trip over it, and the field's own
 * message is the answer then, not a server error.
 */
function refineSafely<T>(refine: (value: T, ctx: z.RefinementCtx) => void) {
  return (value: T, ctx: z.RefinementCtx) => {
    try {
      refine(value, ctx);
    } catch (error) {
      if (!(ctx as { issues?: unknown[] }).issues?.length) throw error;
    }
  };
}

const idParams = z.object({ id: idParam });
const clusterParams = z.object({ clusterId: idParam });

export const flagsToRow = (input: Row, keys: readonly string[]): Row =>
  Object.fromEntries(keys.filter((k) => input[k] !== undefined).map((k) => [k, input[k] ? 1 : 0]));

export const flagsToApi = (row: Row, keys: readonly string[]): Row =>
  Object.fromEntries(keys.map((k) => [k, row[k] === 1 || row[k] === true]));

export function registerResource(appBase: FastifyInstance, def: ResourceDef, { db, files }: ResourceOptions): void {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const byCompany = def.owner === 'company';
  const ownerKey = byCompany ? 'company_id' : 'cluster_id';
  const spec: ListSpec = {
    ...def.list,
    filters: { ...def.list.filters, [ownerKey]: { column: `${def.table}.${ownerKey}`, kind: 'number' } },
  };
  const selectAll = def.select(db);
  const idColumn = `${def.table}.id`;
  const clusterColumn = `${def.table}.cluster_id`;
  const companyColumn = `${def.table}.company_id`;
  const tags = [def.name];
  const answers = def.row
    ? {
        list: { response: { 200: listAnswerOf(def.row, def.meta) } },
        record: { response: { 200: recordOf(def.row) } },
        created: { response: { 201: recordOf(def.row) } },
        deleted: { response: { 200: deletedSchema } },
      }
    : { list: {}, record: {}, created: {}, deleted: {} };
  // The owner of a record is fixed at its creation: an update may leave it out (and cannot change it).
  const updateSchema = ownerKey in def.schema.shape ? def.schema.partial({ [ownerKey]: true }) : def.schema;
  // Refined bodies are built here: zod cannot derive `.partial()` from an object that has refinements.
  // biome-ignore lint/suspicious/noExplicitAny: any resource's payload schema
  const bodyOf = (schema: z.ZodObject<any>) =>
    def.refine
      ? schema.superRefine(refineSafely(def.refine), {
          when: (payload) => typeof payload.value === 'object' && payload.value !== null,
        })
      : schema;

  const findOne = async (request: FastifyRequest, id: number): Promise<Row> => {
    const auth = authOf(request);
    const row = (await selectAll.where(sql.ref(idColumn), '=', id).executeTakeFirst()) as Row | undefined;
    if (!row) throw notFound();
    if (byCompany) {
      if (!auth.isSuperadmin && row.company_id !== auth.user.company_id) throw notFound();
    } else if (!(def.includeShared && row.cluster_id === null)) assertClusterAccess(auth, row.cluster_id as number);
    return row;
  };

  const companyPermission =
    def.writePermission && isPermissionName(def.writePermission) ? def.writePermission : 'edit-company';
  const assertCanWrite = (request: FastifyRequest, clusterId: number | null) => {
    const auth = authOf(request);
    if (byCompany) {
      // The route's guard checked the permission already; a resource mounted outside an area relies on this.
      if (auth.isSuperadmin) return;
      if (clusterId !== auth.user.company_id || !holdsPermission(auth, companyPermission)) throw forbidden();
      return;
    }
    if (clusterId === null) {
      // A system record belongs to no complex: only super administrators change it.
      if (!auth.isSuperadmin) throw forbidden();
      return;
    }
    assertClusterAccess(auth, clusterId);
  };

  /** The complexes' own rows, plus the system rows when the resource has them. */
  const inClusters = (query: AnySelect, ids: (string | number)[]): AnySelect =>
    def.includeShared
      ? query.where(
          sql<SqlBool>`(${sql.ref(clusterColumn)} in (${sql.join(ids)}) or ${sql.ref(clusterColumn)} is null)`,
        )
      : query.where(sql.ref(clusterColumn), 'in', ids);

  /**
   * The list's rows before sorting and paging, in the caller's scope, and the parameters as applied (for a
   * resource with system rows a picker's `cluster_id` is part of the scope, not a filter).
   */
  const filteredList = (base: AnySelect, params: ListParams) => {
    const clusterFilter = params.filters.find((f) => f.spec === spec.filters.cluster_id);
    if (!(def.includeShared && clusterFilter))
      return { filtered: applyFilters(base, spec, params, db), applied: params };
    // `cluster_id=X` of a picker means the complex's rows and the system rows.
    const applied = { ...params, filters: params.filters.filter((f) => f !== clusterFilter) };
    return { filtered: applyFilters(inClusters(base, clusterFilter.value), spec, applied, db), applied };
  };

  // A page's statements by scope and query string, kept compiled (see runList).
  const statements = new CompiledQueryCache<ListStatements>(LIST_STATEMENTS_KEPT);

  const list = async (request: FastifyRequest, query: Row, clusterId: number | null) => {
    const auth = authOf(request);
    let base = selectAll;
    let scope = 'all';
    if (byCompany) {
      base = scopeList(base, auth, { company: companyColumn });
      scope = auth.isSuperadmin ? 'all' : `company ${auth.user.company_id}`;
    } else if (clusterId !== null) {
      assertClusterAccess(auth, clusterId);
      base = def.includeShared ? inClusters(base, [clusterId]) : base.where(sql.ref(clusterColumn), '=', clusterId);
      scope = `cluster ${clusterId}`;
    } else {
      const allowed = allowedClusterIds(auth);
      if (allowed) {
        base = inClusters(base, allowed.length ? allowed : [-1]);
        scope = `clusters ${allowed.join(',')}`;
      }
    }
    const totals = def.totals;
    return runList(
      db,
      files,
      {
        spec,
        idColumn,
        toApi: def.toApi,
        exportTitle: def.exportTitle,
        exportColumns: def.exportColumns,
        exportRow: def.exportRow,
        defaultPerPage: def.defaultPerPage,
        filter: filteredList,
        totals: totals && {
          query: (filtered, applied) => {
            const wholeCluster =
              clusterId !== null && applied.filters.length === 0 && !applied.query ? clusterId : null;
            return totals(db, filtered, { wholeCluster });
          },
        },
      },
      { base, raw: query, clusterId, cache: { statements, key: scope } },
    );
  };

  /** The owner (complex or company) of an existing record; null for a system record. */
  const ownerOf = (row: Row): number | null => (row[ownerKey] === null ? null : (row[ownerKey] as number));
  /** The complex an action log names: a company's record belongs to none. */
  const logCluster = (ownerId: number | null) => (byCompany ? null : ownerId);

  /** The owner of a new record: the complex of the body or the path, or the caller's company. */
  const ownerOfNew = (request: FastifyRequest, input: Row): number => {
    if (!byCompany) return input.cluster_id as number;
    const auth = authOf(request);
    if (!auth.isSuperadmin) return auth.user.company_id ?? -1;
    if (typeof input.company_id !== 'number') throw invalid('company_id', 'Şirket seçin.');
    return input.company_id;
  };

  const create = async (request: FastifyRequest, input: Row) => {
    const clusterId = ownerOfNew(request, input);
    assertCanWrite(request, clusterId);
    await def.validate?.(db, input, clusterId);
    const auth = authOf(request);
    const id = await db.transaction().execute(async (trx) => {
      const now = nowIso();
      const values = { ...def.toRow(input), [ownerKey]: clusterId, created_at: now, updated_at: now };
      const inserted = (await trx
        .insertInto(def.table)
        .values(values as never)
        .returning('id' as never)
        .executeTakeFirstOrThrow()) as { id: number };
      await def.afterWrite?.(trx, { id: inserted.id, ...values }, { userId: auth.user.id });
      await writeActionLog(trx, {
        userId: auth.user.id,
        clusterId: logCluster(clusterId),
        entityType: def.entityType,
        entityId: inserted.id,
        action: ACTION.create,
        before: null,
        after: { id: inserted.id, ...values },
        pageUrl: pageUrlOf(request),
        impersonatorId: auth.impersonatorId,
      });
      return inserted.id;
    });
    return def.toApi(await findOne(request, id));
  };

  app.get(`/${def.name}`, { schema: { tags, ...answers.list } }, async (request) =>
    list(request, request.query as Row, null),
  );
  if (!byCompany) {
    app.get(
      `/clusters/:clusterId/${def.name}`,
      { schema: { tags, params: clusterParams, ...answers.list } },
      async (request) => list(request, request.query as Row, request.params.clusterId),
    );
  }
  app.get(`/${def.name}/:id`, { schema: { tags, params: idParams, ...answers.record } }, async (request) => ({
    data: def.toApi(await findOne(request, request.params.id)),
  }));
  if (def.readOnly) return;

  const permission = def.writePermission ?? (byCompany ? 'edit-company' : undefined);
  const config: FastifyContextConfig = permission ? { permission } : {};
  app.post(
    `/${def.name}`,
    { config, schema: { tags, body: bodyOf(def.schema), ...answers.created } },
    async (request, reply) => reply.status(201).send({ data: await create(request, request.body as Row) }),
  );
  if (!byCompany)
    app.post(
      `/clusters/:clusterId/${def.name}`,
      {
        config,
        schema: {
          tags,
          params: clusterParams,
          body: bodyOf(def.schema.partial({ cluster_id: true })),
          ...answers.created,
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send({ data: await create(request, { ...(request.body as Row), cluster_id: request.params.clusterId }) }),
    );

  app.put(
    `/${def.name}/:id`,
    {
      // A company's record names no complex, so its references have no complex to share.
      config: byCompany ? config : ({ ...config, recordTable: def.table } as FastifyContextConfig),
      schema: { tags, params: idParams, body: bodyOf(updateSchema), ...answers.record },
    },
    async (request) => {
      const existing = await findOne(request, request.params.id);
      const clusterId = ownerOf(existing);
      assertCanWrite(request, clusterId);
      await def.validate?.(db, { ...existing, ...(request.body as Row) }, clusterId as number);
      const auth = authOf(request);
      await db.transaction().execute(async (trx) => {
        const before = (await trx
          .selectFrom(def.table)
          .selectAll()
          .where('id' as never, '=', request.params.id as never)
          .executeTakeFirstOrThrow()) as Row;
        // A record never moves to another complex or company.
        const { [ownerKey]: _ignored, ...input } = request.body as Row;
        const values = { ...def.toRow(input), updated_at: nowIso() };
        await trx
          .updateTable(def.table)
          .set(values as never)
          .where('id' as never, '=', request.params.id as never)
          .execute();
        await def.afterWrite?.(trx, { ...before, ...values }, { userId: auth.user.id });
        await writeActionLog(trx, {
          userId: auth.user.id,
          clusterId: logCluster(clusterId),
          entityType: def.entityType,
          entityId: request.params.id,
          action: ACTION.update,
          before,
          after: { ...before, ...values },
          pageUrl: pageUrlOf(request),
          impersonatorId: auth.impersonatorId,
        });
      });
      return { data: def.toApi(await findOne(request, request.params.id)) };
    },
  );

  app.delete(
    `/${def.name}/:id`,
    { config, schema: { tags, params: idParams, ...answers.deleted } },
    async (request) => {
      const existing = await findOne(request, request.params.id);
      const clusterId = ownerOf(existing);
      assertCanWrite(request, clusterId);
      const auth = authOf(request);
      await deleteOrInUse(() =>
        db.transaction().execute(async (trx) => {
          const before = (await trx
            .selectFrom(def.table)
            .selectAll()
            .where('id' as never, '=', request.params.id as never)
            .executeTakeFirstOrThrow()) as Row;
          await def.beforeDelete?.(trx, before, { userId: auth.user.id });
          await trx
            .deleteFrom(def.table)
            .where('id' as never, '=', request.params.id as never)
            .execute();
          await def.afterDelete?.(trx, before, { userId: auth.user.id });
          await writeActionLog(trx, {
            userId: auth.user.id,
            clusterId: logCluster(clusterId),
            entityType: def.entityType,
            entityId: request.params.id,
            action: ACTION.delete,
            before,
            after: null,
            pageUrl: pageUrlOf(request),
            impersonatorId: auth.impersonatorId,
          });
        }),
      );
      return { data: { deleted: true } };
    },
  );
}
