import { type Assessment, toKurus } from '@site/shared';
import { sql } from 'kysely';
import { inChunks } from '../../../accounting/chunks';
import type { Line, SplitHouse } from '../../../accounting/lines';
import type { Rounding } from '../../../accounting/split';
import type { Db } from '../../../db/connection';
import { notFound } from '../../../http/errors';
import { dateRangeFilters, idFilters, type ListSpec } from '../../../http/listQuery';
import { houseLabel } from '../../../kernel/houseLabel';

type Row = Record<string, unknown>;

export type HouseScope = {
  clusterId: number;
  /** Only these blocks (Seçili Bloklar); null for all houses of the complex (Tüm TYA). */
  blockIds: number[] | null;
  /** Kat Malikleri 1: the owner pays; Oturanlar 2: the renter when there is one, otherwise the owner. */
  debitorTypeId: number;
  /** False skips houses where nobody stays. */
  includeEmpty: boolean;
  /** Only these houses (free assessments list them). */
  houseIds?: number[] | null;
};

const OWNER = 1;
const RENTER = 2;

/** The active houses an assessment charges, with their measures and their debtor, in block and door order. */
export async function loadSplitHouses(db: Db, scope: HouseScope): Promise<SplitHouse[]> {
  let query = db
    .selectFrom('houses')
    .leftJoin('blocks', 'blocks.id', 'houses.block_id')
    .select([
      'houses.id',
      'houses.door_number',
      'houses.house_type_id',
      'houses.net_area',
      'houses.gross_area',
      'houses.land_share',
      'houses.share_meter',
      'blocks.name as block_name',
    ])
    .where('houses.cluster_id', '=', scope.clusterId)
    .where('houses.is_active', '=', 1);
  if (scope.blockIds) query = query.where('houses.block_id', 'in', scope.blockIds.length ? scope.blockIds : [-1]);
  if (scope.houseIds) query = query.where('houses.id', 'in', scope.houseIds.length ? scope.houseIds : [-1]);
  const houses = await query.orderBy('blocks.name').orderBy('houses.id').execute();

  const users = await db
    .selectFrom('house_users')
    .innerJoin('residents', 'residents.id', 'house_users.resident_id')
    .select([
      'house_users.house_id',
      'house_users.resident_id',
      'house_users.house_user_type_id',
      'house_users.is_staying',
      'residents.name',
    ])
    .where('house_users.cluster_id', '=', scope.clusterId)
    .where('house_users.ends_on', 'is', null)
    .where('house_users.house_user_type_id', 'in', [OWNER, RENTER])
    .orderBy('house_users.id')
    .execute();
  const byHouse = new Map<
    number,
    { owner?: (typeof users)[number]; renter?: (typeof users)[number]; staying: boolean }
  >();
  for (const user of users) {
    const entry = byHouse.get(user.house_id) ?? { staying: false };
    if (user.house_user_type_id === OWNER) entry.owner ??= user;
    else entry.renter ??= user;
    if (user.is_staying) entry.staying = true;
    byHouse.set(user.house_id, entry);
  }

  const result: SplitHouse[] = [];
  for (const house of houses) {
    const people = byHouse.get(house.id);
    if (!scope.includeEmpty && !people?.staying) continue;
    const debtor = scope.debitorTypeId === 2 ? (people?.renter ?? people?.owner) : people?.owner;
    result.push({
      id: house.id,
      label: houseLabel(house.block_name, house.door_number),
      houseTypeId: house.house_type_id,
      netArea: house.net_area === null ? null : Number(house.net_area),
      grossArea: house.gross_area === null ? null : Number(house.gross_area),
      landShare: house.land_share === null ? null : Number(house.land_share),
      shareMeter: house.share_meter === null ? null : Number(house.share_meter),
      debtorId: debtor?.resident_id ?? null,
      debtorName: debtor?.name ?? null,
    });
  }
  return result;
}

/** The current owner of each house (the debtor of transfer-due lines without a resident). */
export async function currentOwners(db: Db, clusterId: number, houseIds: number[]): Promise<Map<number, number>> {
  if (!houseIds.length) return new Map();
  const rows = await db
    .selectFrom('house_users')
    .select(['house_id', 'resident_id'])
    .where('cluster_id', '=', clusterId)
    .where('house_id', 'in', houseIds)
    .where('ends_on', 'is', null)
    .where('house_user_type_id', '=', OWNER)
    .orderBy('id', 'desc')
    .execute();
  return new Map(rows.map((r) => [r.house_id, r.resident_id]));
}

/** Each house's label ("A Blok 12"). */
export async function houseLabels(db: Db, houseIds: number[]): Promise<Map<number, string>> {
  const rows = await inChunks([...new Set(houseIds)], (ids) =>
    db
      .selectFrom('houses')
      .leftJoin('blocks', 'blocks.id', 'houses.block_id')
      .select(['houses.id', 'houses.door_number', 'blocks.name as block_name'])
      .where('houses.id', 'in', ids)
      .execute(),
  );
  return new Map(rows.map((r) => [r.id, houseLabel(r.block_name, r.door_number)]));
}

/** How a complex rounds its share-meter splits. */
export async function shareMeterRounding(db: Db, clusterId: number): Promise<Rounding> {
  const cluster = await db
    .selectFrom('clusters')
    .select('share_meter_rounding')
    .where('id', '=', clusterId)
    .executeTakeFirst();
  if (!cluster) throw notFound();
  return cluster.share_meter_rounding === 'round' ? 'round' : 'no_rounding';
}

/** The houses and months among `lines` charged with this income type by an assessment already. */
export async function chargedHouseMonths(
  db: Db,
  clusterId: number,
  incomeTypeId: number,
  lines: Line[],
): Promise<{ house_id: number | null; period: string | null }[]> {
  const periods = [...new Set(lines.map((l) => l.period))];
  const houseIds = [...new Set(lines.map((l) => l.houseId))];
  return inChunks(houseIds, (ids) =>
    db
      .selectFrom('debts')
      .select(['house_id', 'period'])
      .distinct()
      .where('cluster_id', '=', clusterId)
      .where('kind', '=', 'assessment')
      .where('income_type_id', '=', incomeTypeId)
      .where('period', 'in', periods)
      .where('house_id', 'in', ids)
      .execute(),
  );
}

/** The late fees charged on each of these debts, in kuruş. */
export async function feeTotals(trx: Db, debtIds: number[]): Promise<Map<number, number>> {
  const totals = new Map<number, number>();
  const fees = await inChunks(debtIds, (ids) =>
    trx.selectFrom('debts').select(['parent_debt_id', 'amount']).where('parent_debt_id', 'in', ids).execute(),
  );
  for (const r of fees)
    totals.set(r.parent_debt_id as number, (totals.get(r.parent_debt_id as number) ?? 0) + Number(r.amount));
  return totals;
}

export const findAssessmentRow = (db: Db, id: number) =>
  db.selectFrom('assessments').selectAll().where('id', '=', id).executeTakeFirst();

const paidSql = sql<number>`coalesce((select sum(a.amount) from allocations a inner join debts d on d.id = a.debt_id where d.assessment_id = assessments.id), 0)`;

/** Assessments with their income type's name and what has been collected of them. */
export const selectAssessments = (db: Db) =>
  db
    .selectFrom('assessments')
    .leftJoin('income_types', 'income_types.id', 'assessments.income_type_id')
    .selectAll('assessments')
    .select(['income_types.name as income_type_name', paidSql.as('paid')]);

export const assessmentWithPaid = (db: Db, id: number) =>
  selectAssessments(db).where('assessments.id', '=', id).executeTakeFirstOrThrow();

export const assessmentList: ListSpec = {
  orderBy: {
    starts_on: 'assessments.starts_on',
    total: 'assessments.total',
    income_type_name: 'income_types.name_sort',
    id: 'assessments.id',
    created_at: 'assessments.created_at',
  },
  defaultOrder: ['id', 'desc'],
  filters: {
    assessment_type: { column: 'assessments.assessment_type', kind: 'text' },
    ...idFilters('assessments', ['income_type_id', 'periodical_assessment_id']),
    ...dateRangeFilters('assessments.starts_on'),
  },
  search: ['assessments.search'],
};

/** The footer of the assessments list. */
export const assessmentSums = { total: 'assessments.total', paid: paidSql };

/** The amounts of a free or house-type assessment, stored as the form sent them (lira), answered in kuruş. */
function amountsToApi<T extends { amount: number }>(stored: unknown): T[] | null {
  if (typeof stored !== 'string') return null;
  return (JSON.parse(stored) as T[]).map((line) => ({ ...line, amount: toKurus(line.amount) }));
}

/** API shape of an assessment row, money in kuruş. */
export function assessmentToApi({ search: _search, ...row }: Row): Assessment {
  // The columns are the select's; the routes' response schemas hold the answer to the Assessment shape.
  return {
    ...row,
    include_empty: row.include_empty === 1 || row.include_empty === true,
    block_ids: typeof row.block_ids === 'string' ? JSON.parse(row.block_ids) : null,
    house_amounts: amountsToApi(row.house_amounts),
    type_amounts: amountsToApi(row.type_amounts),
    amount: row.amount === null || row.amount === undefined ? null : Number(row.amount),
    total: Number(row.total),
    paid: Number(row.paid ?? 0),
    line_count: Number(row.line_count ?? 0),
  } as Assessment;
}
