import type { Db } from '../db/connection';
import { foldTurkish, turkishSortKey } from '../db/turkish';
import { nowIso } from '../http/clock';

const stamps = () => ({ created_at: nowIso(), updated_at: nowIso() });

/** A resident with the folded search name and Turkish sort key the resident form would store. */
function insertResident(db: Db, clusterId: number, name: string) {
  return db
    .insertInto('residents')
    .values({
      ...stamps(),
      cluster_id: clusterId,
      name,
      name_search: foldTurkish(name),
      name_sort: turkishSortKey(name),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Houses with land shares and an owner each (every third also a renter who lives there), for accounting tests. */
export async function createHousesWithOwners(
  db: Db,
  clusterId: number,
  blockId: number,
  count: number,
  landShare: (i: number) => number = (i) => (i % 7) + 1,
) {
  const houses: { id: number; ownerId: number; renterId: number | null; landShare: number }[] = [];
  for (let i = 0; i < count; i++) {
    const house = await db
      .insertInto('houses')
      .values({
        ...stamps(),
        cluster_id: clusterId,
        block_id: blockId,
        door_number: String(i + 1),
        land_share: landShare(i),
        net_area: 80 + i,
        search: String(i + 1),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // A resident of the house: type 1 its owner, 2 a renter.
    const addResident = async (name: string, houseUserTypeId: number, isStaying: number) => {
      const resident = await insertResident(db, clusterId, name);
      await db
        .insertInto('house_users')
        .values({
          ...stamps(),
          cluster_id: clusterId,
          house_id: house.id,
          resident_id: resident.id,
          house_user_type_id: houseUserTypeId,
          is_staying: isStaying,
        })
        .execute();
      return resident.id;
    };
    const ownerId = await addResident(`Malik ${i + 1}`, 1, i % 3 === 0 ? 0 : 1);
    const renterId = i % 3 === 0 ? await addResident(`Kiracı ${i + 1}`, 2, 1) : null;
    houses.push({ id: house.id, ownerId, renterId, landShare: landShare(i) });
  }
  return houses;
}

export async function createBankAccount(db: Db, clusterId: number, name = 'Ziraat Bankası') {
  const row = await db
    .insertInto('bank_accounts')
    .values({ ...stamps(), cluster_id: clusterId, name, search: foldTurkish(name) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The id of a system income or expense type by name (migration 0004 seeds 'Aidat', 'Elektrik' …). */
export async function systemTypeId(db: Db, table: 'income_types' | 'expense_types', name: string) {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('name', '=', name)
    .where('cluster_id', 'is', null)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The id of a system income type by name ('Aidat', 'Gecikme Tazminatı' …). */
export const incomeTypeId = (db: Db, name = 'Aidat') => systemTypeId(db, 'income_types', name);

/**
 * A complex's late-fee settings, as its form saves them: `delay_calculation_type_id` 1 monthly or 2 daily,
 * `late_fee_rate_bp` the monthly rate in basis points, `late_fee_grace_days` null for the company's grace.
 */
export async function setLateFeeRule(
  db: Db,
  clusterId: number,
  rule: { delay_calculation_type_id?: number; late_fee_rate_bp?: number; late_fee_grace_days?: number | null },
) {
  await db.updateTable('clusters').set(rule).where('id', '=', clusterId).execute();
}
