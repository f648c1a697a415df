import type { HouseTransferInput } from '@site/shared';
import type { Db } from '../../../db/connection';
import { foldTurkish, turkishSortKey } from '../../../db/turkish';
import { nowIso } from '../../../http/clock';
import { invalid } from '../../../http/errors';
import { ACTION } from '../../../kernel/actionLog';
import { type Actor, logChange } from '../../../kernel/changeLog';
import { assertLinked } from '../../../kernel/definitionRules';
import { refreshHouseSearch, residentSearchText } from '../../../kernel/searchText';

/** The former type of a leaving owner (4) or renter (5). */
const FORMER: Record<1 | 2, number> = { 1: 4, 2: 5 };

function dayBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/**
 * A house changes hands in one transaction: the current owner (or renter) becomes a former one from the
 * day before, is deactivated if they left the complex or moves to another house, and the new person
 * (new, already in the complex, or nobody for an emptied rental) is linked from the start date.
 */
export async function transferHouse(db: Db, houseId: number, input: HouseTransferInput, actor: Actor) {
  return db.transaction().execute(async (trx) => {
    const house = await trx
      .selectFrom('houses')
      .select(['id', 'cluster_id'])
      .where('id', '=', houseId)
      .executeTakeFirstOrThrow();
    const clusterId = house.cluster_id;
    const now = nowIso();
    const log = (
      entityType: string,
      entityId: number,
      action: 1 | 2 | 4,
      before: Record<string, unknown> | null,
      after: Record<string, unknown> | null,
    ) => logChange(trx, actor, { clusterId, entityType, entityId, action, before, after });
    /** Links a resident to a house from the transfer's start date. */
    const linkResident = async (linkedHouseId: number, residentId: number, typeId: number, isStaying: boolean) => {
      const values = {
        cluster_id: clusterId,
        house_id: linkedHouseId,
        resident_id: residentId,
        house_user_type_id: typeId,
        starts_on: input.starts_on,
        ends_on: null,
        is_staying: isStaying ? 1 : 0,
        is_spokesperson: 0,
        created_at: now,
        updated_at: now,
      };
      const { id } = await trx.insertInto('house_users').values(values).returning('id').executeTakeFirstOrThrow();
      await log('house_user', id, ACTION.create, null, { id, ...values });
    };

    const current = await trx
      .selectFrom('house_users')
      .selectAll()
      .where('house_id', '=', houseId)
      .where('house_user_type_id', '=', input.house_user_type_id)
      .where('ends_on', 'is', null)
      .execute();
    for (const link of current) {
      if (link.starts_on && link.starts_on >= input.starts_on) {
        throw invalid('starts_on', 'Mevcut kullanıcının başlangıç tarihinden sonra olmalıdır.');
      }
      const changes = {
        house_user_type_id: FORMER[input.house_user_type_id],
        ends_on: dayBefore(input.starts_on),
        is_staying: 0,
        updated_at: now,
      };
      await trx.updateTable('house_users').set(changes).where('id', '=', link.id).execute();
      await log('house_user', link.id, ACTION.update, link, { ...link, ...changes });

      if (input.old_user_handling === 'left_cluster') {
        const stillLinked = await trx
          .selectFrom('house_users')
          .select('id')
          .where('resident_id', '=', link.resident_id)
          .where('ends_on', 'is', null)
          .executeTakeFirst();
        if (!stillLinked) {
          const before = await trx
            .selectFrom('residents')
            .selectAll()
            .where('id', '=', link.resident_id)
            .executeTakeFirstOrThrow();
          await trx
            .updateTable('residents')
            .set({ is_active: 0, updated_at: now })
            .where('id', '=', link.resident_id)
            .execute();
          await log('resident', link.resident_id, ACTION.update, before, { ...before, is_active: 0 });
        }
      } else if (input.old_user_handling === 'moved_to_another_house') {
        const target = await trx
          .selectFrom('houses')
          .select('id')
          .where('id', '=', Number(input.moved_to_house_id))
          .where('cluster_id', '=', clusterId)
          .where('id', '!=', houseId)
          .executeTakeFirst();
        if (!target) throw invalid('moved_to_house_id', 'Öğe bulunamadı.');
        await linkResident(target.id, link.resident_id, 2, true);
      }
    }

    let residentId: number | null = null;
    if (input.new_user_handling === 'from_cluster') {
      await assertLinked(trx, 'residents', 'resident_id', input.resident_id, clusterId);
      residentId = Number(input.resident_id);
    } else if (input.new_user_handling === 'new_user' && input.new_resident) {
      const r = input.new_resident;
      const values = {
        cluster_id: clusterId,
        name: r.name,
        name_search: foldTurkish(r.name),
        name_sort: turkishSortKey(r.name),
        search: residentSearchText(r),
        phone: r.phone ?? null,
        email: r.email ?? null,
        identity_number: r.identity_number ?? null,
        created_at: now,
        updated_at: now,
      };
      residentId = (await trx.insertInto('residents').values(values).returning('id').executeTakeFirstOrThrow()).id;
      await log('resident', residentId, ACTION.create, null, { id: residentId, ...values });
    }

    // A new owner lives there unless the house is rented out.
    if (residentId !== null)
      await linkResident(houseId, residentId, input.house_user_type_id, input.house_user_type_id === 2);
    // The house (and another the resident moved to) is found by its new users' names.
    const moved = input.moved_to_house_id ? [Number(input.moved_to_house_id)] : [];
    await refreshHouseSearch(trx, { houseIds: [houseId, ...moved] });
    return { ended: current.length, resident_id: residentId };
  });
}
