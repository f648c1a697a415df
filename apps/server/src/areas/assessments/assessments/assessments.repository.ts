import { fromKurus } from '@site/shared';
import { sql } from 'kysely';
import type { SplitHouse } from '../../../accounting/lines';
import type { Db } from '../../../db/connection';
import { doorLengthSql, houseLabel, houseLabelSql, noBlockSql } from '../../../kernel/houseLabel';

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
  const ids = [...new Set(houseIds)];
  const labels = new Map<number, string>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('houses')
      .leftJoin('blocks', 'blocks.id', 'houses.block_id')
      .select(['houses.id', 'houses.door_number', 'blocks.name as block_name'])
      .where('houses.id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const r of rows) labels.set(r.id, houseLabel(r.block_name, r.door_number));
  }
  return labels;
}

/** A debt row with its house, debtor, income type, paid and open amounts. */
export function selectDebts(db: Db) {
  return db
    .selectFrom('debts')
    .leftJoin('houses', 'houses.id', 'debts.house_id')
    .leftJoin('blocks', 'blocks.id', 'houses.block_id')
    .leftJoin('residents', 'residents.id', 'debts.resident_id')
    .leftJoin('income_types', 'income_types.id', 'debts.income_type_id')
    .selectAll('debts')
    .select([
      houseLabelSql.as('house_label'),
      doorLengthSql.as('door_length'),
      noBlockSql.as('no_block'),
      'residents.name as resident_name',
      'income_types.name as income_type_name',
      sql<number>`coalesce((select sum(a.amount) from allocations a where a.debt_id = debts.id), 0)`.as('paid'),
    ]);
}

// door_length and no_block are only there to sort by house label.
export function debtToApi({ door_length: _length, no_block: _block, ...row }: Row): Row {
  const paid = Number(row.paid ?? 0);
  const amount = Number(row.amount);
  return {
    ...row,
    amount: fromKurus(amount),
    paid: fromKurus(paid),
    open: fromKurus(amount - paid),
    is_paid: amount - paid <= 0,
    computation: typeof row.computation === 'string' ? JSON.parse(row.computation) : null,
  };
}
