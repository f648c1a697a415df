import { foreignReferenceMessage } from '@site/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/connection';
import type { Database } from '../db/types';
import { authOf } from './auth';
import { HttpError } from './errors';

/** A body field that names a complex-owned row: its table, and whether system rows (no complex) may be named. */
export type Reference = { table: keyof Database; shared?: boolean };

/**
 * Every body field of the API that points at a complex-owned row, by name: one list, so a new write
 * endpoint with these fields is checked without declaring anything. A field ending in `_id` that names
 * no row of a complex (an enumeration, a location, a company) is in NOT_REFERENCES; the references test
 * fails for a field in neither list.
 */
export const REFERENCES: Record<string, Reference> = {
  house_id: { table: 'houses' },
  house_ids: { table: 'houses' },
  moved_to_house_id: { table: 'houses' },
  resident_id: { table: 'residents' },
  resident_ids: { table: 'residents' },
  block_id: { table: 'blocks' },
  block_ids: { table: 'blocks' },
  house_type_id: { table: 'house_types' },
  bank_account_id: { table: 'bank_accounts' },
  pos_account_id: { table: 'bank_accounts' },
  safe_id: { table: 'safes' },
  from_bank_account_id: { table: 'bank_accounts' },
  to_bank_account_id: { table: 'bank_accounts' },
  from_safe_id: { table: 'safes' },
  to_safe_id: { table: 'safes' },
  income_type_id: { table: 'income_types', shared: true },
  expense_type_id: { table: 'expense_types', shared: true },
  child_expense_type_id: { table: 'expense_types', shared: true },
  provider_id: { table: 'cluster_providers' },
  lawyer_id: { table: 'cluster_providers' },
  assigned_provider_id: { table: 'cluster_providers' },
  other_income_id: { table: 'other_incomes' },
  fixture_group_id: { table: 'fixture_groups' },
  maintenance_type_id: { table: 'maintenance_types' },
  project_id: { table: 'projects' },
  invoice_id: { table: 'invoices' },
  invoice_ids: { table: 'invoices' },
  collection_id: { table: 'collections' },
  debt_id: { table: 'debts' },
  enforcement_id: { table: 'enforcements' },
};

/** `_id` fields that are not rows of a complex: enumerations of spec §3, locations, companies, tokens. */
export const NOT_REFERENCES = new Set([
  'cluster_id',
  'cluster_ids',
  'company_id',
  'city_id',
  'district_id',
  'parent_id', // a row of the resource's own table, checked by the resource (validateParent)
  'account_id', // the account of an activity query, of the kind named beside it
  'transaction_id',
  'token_id',
  'submerchant_id',
  'budget_id',
  'distribution_type_id', // a budget distribution type of types/generic
  'bank_id',
  'usage_type_id',
  'house_user_type_id',
  'debitor_type_id',
  'company_type_id',
  'calculation_type_id',
  'status_id',
  'refund_type_id',
  'provider_type_id',
  'payment_type_id',
  'payment_provider_id',
  'notification_provider_id',
  'management_type_id',
  'invoice_type_id',
  'delay_calculation_type_id',
  'bank_workflow_type_id',
  'bank_payment_workflow_type_id',
  'bank_integration_type_id',
  'bank_collecting_workflow_type_id',
  'amount_type_id',
  'accounting_view_type_id',
  'account_type_id',
  'provides_id', // a company provider's system expense type (no complex), checked by company-providers
  'position_id', // a worker position of the company, checked by company-users
  'role_ids', // roles of a company's worker, checked by company-users
  'tech_authorization_id',
  'type_id', // a request's breakdown or maintenance type, by its kind, checked by the requests
  'assigned_user_id', // a worker of the company, checked by the requests
  'channel_id', // a notification channel of types/generic
  'template_id', // a notification template of the complex, its company or the system, checked by its users
  // The super administrator's SaaS side: rows of no complex, each checked by the admin route that takes it.
  'customer_id',
  'customer_ids',
  'customer_group_id',
  'product_id',
  'customer_product_id',
  'customer_invoice_id',
  'customer_invoice_ids',
  'customer_payment_id',
  'advert_id',
  'user_id',
  'user_card_id',
  'authorized_user_id',
]);

type Body = Record<string, unknown>;

function idsOf(value: unknown): number[] {
  const values = Array.isArray(value) ? value : [value];
  return values.filter((v): v is number => typeof v === 'number' && Number.isInteger(v));
}

/**
 * Checks that every reference of a write body names a row of `clusterId` (or a system row where that is
 * allowed). With `clusterId` null (a write whose complex is not known here) the rows must belong to one
 * complex the caller may see. A row of another complex is a 422 on that field whose message names nothing
 * of it, exactly as a row that does not exist. One query per referenced table.
 */
export async function assertReferences(
  db: Db,
  body: unknown,
  clusterId: number | null,
  visible: (clusterId: number) => boolean,
): Promise<void> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  const fields = Object.entries(body as Body).filter(([key, value]) => REFERENCES[key] && idsOf(value).length);
  if (!fields.length) return;
  const byTable = new Map<keyof Database, Set<number>>();
  for (const [key, value] of fields) {
    const set = byTable.get(REFERENCES[key].table) ?? new Set<number>();
    for (const id of idsOf(value)) set.add(id);
    byTable.set(REFERENCES[key].table, set);
  }
  const owners = new Map<string, number | null>();
  for (const [table, ids] of byTable) {
    const rows = (await db
      .selectFrom(table)
      // biome-ignore lint/suspicious/noExplicitAny: every referenced table has id and cluster_id
      .select(['id', 'cluster_id'] as any)
      // biome-ignore lint/suspicious/noExplicitAny: as above
      .where('id' as any, 'in', [...ids])
      .execute()) as { id: number; cluster_id: number | null }[];
    for (const row of rows) owners.set(`${table}:${row.id}`, row.cluster_id === null ? null : Number(row.cluster_id));
  }
  let complex = clusterId;
  for (const [key, value] of fields) {
    const ref = REFERENCES[key];
    for (const id of idsOf(value)) {
      const owner = owners.get(`${ref.table}:${id}`);
      const ok =
        owner !== undefined &&
        (owner === null ? ref.shared === true : visible(owner) && (complex === null || owner === complex));
      if (!ok) throw new HttpError(422, foreignReferenceMessage, { [key]: [foreignReferenceMessage] });
      if (owner !== null) complex ??= owner;
    }
  }
}

/** Route config: the table of the `:id` record a write changes, whose complex its references must share. */
export type RecordConfig = { recordTable?: keyof Database; recordParam?: string };

function idParamOf(value: unknown): number | null {
  const id =
    typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * preValidation hook of every signed-in write: the body's references must belong to the write's complex —
 * the `clusterId` of the path, the body's `cluster_id`, or the complex of the record the route changes
 * (`config.recordTable`). It runs before the body's own rules, so a foreign id is refused whatever else the
 * body holds. A path naming a complex or record the caller may not see is left to the route's 404. New
 * endpoints get all this without declaring it.
 */
export function checkReferences(db: Db) {
  return async (request: FastifyRequest): Promise<void> => {
    if (request.method !== 'POST' && request.method !== 'PUT' && request.method !== 'PATCH') return;
    if (!request.auth) return;
    const auth = authOf(request);
    const visible = (owner: number) => auth.isSuperadmin || auth.grants.has(owner);
    const params = (request.params ?? {}) as Record<string, unknown>;
    const body = request.body as Body | undefined;
    const config = (request.routeOptions.config ?? {}) as RecordConfig;
    let clusterId: number | null = null;
    const pathCluster = idParamOf(
      request.routeOptions.url?.startsWith('/api/clusters/:id') ? params.id : params.clusterId,
    );
    if (pathCluster !== null) {
      if (!visible(pathCluster)) return;
      clusterId = pathCluster;
    } else if (body && typeof body.cluster_id === 'number') {
      if (!visible(body.cluster_id)) return;
      clusterId = body.cluster_id;
    } else if (config.recordTable) {
      const id = idParamOf(params[config.recordParam ?? 'id']);
      if (id === null) return;
      const row = (await db
        .selectFrom(config.recordTable)
        // biome-ignore lint/suspicious/noExplicitAny: a complex-owned table
        .select('cluster_id' as any)
        // biome-ignore lint/suspicious/noExplicitAny: as above
        .where('id' as any, '=', id)
        .executeTakeFirst()) as { cluster_id: number | null } | undefined;
      if (!row) return;
      clusterId = row.cluster_id === null ? null : Number(row.cluster_id);
      if (clusterId !== null && !visible(clusterId)) return;
    }
    await assertReferences(db, body, clusterId, visible);
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** `METHOD /api/path/:id` → the table of the record that write changes (route config `recordTable`). */
    recordTables: Map<string, keyof Database>;
  }
}

/** Collects each write route's `recordTable`, so tests and tools can name the record a route changes. */
export function collectRecordTables(app: FastifyInstance): void {
  app.decorate('recordTables', new Map<string, keyof Database>());
  app.addHook('onRoute', (route) => {
    const table = (route.config as RecordConfig | undefined)?.recordTable;
    if (!table) return;
    for (const method of [route.method].flat()) app.recordTables.set(`${method} ${route.url}`, table);
  });
}
