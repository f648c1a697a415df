import { periodOf } from '../../../accounting/dates';
import { insertDebts, type NewDebt } from '../../../accounting/debts';
import type { Db } from '../../../db/connection';
import { foldTurkish, turkishSortKey } from '../../../db/turkish';
import { nowIso } from '../../../http/clock';
import { ACTION } from '../../../kernel/actionLog';
import type { Actor } from '../../../kernel/changeLog';
import { houseSearchText, refreshHouseSearch, residentSearchText } from '../../../kernel/searchText';
import { createCollection } from '../../incomes';
import type { Existing, HouseRef, Plan } from './importTransfers.check';
import { foldKey } from './importTransfers.values';

// What the complex already has (for the dry run), and the import itself, in the caller's transaction.

/** The complex's blocks, houses, residents' identity numbers and current house users, keyed as the file is. */
export async function loadExisting(db: Db, clusterId: number): Promise<Existing> {
  const blocks = await db.selectFrom('blocks').select(['id', 'name']).where('cluster_id', '=', clusterId).execute();
  const houses = await db
    .selectFrom('houses')
    .leftJoin('blocks', 'blocks.id', 'houses.block_id')
    .select(['houses.id', 'houses.door_number', 'blocks.name as block_name'])
    .where('houses.cluster_id', '=', clusterId)
    .execute();
  const residents = await db
    .selectFrom('residents')
    .select('identity_number')
    .where('cluster_id', '=', clusterId)
    .where('identity_number', 'is not', null)
    .execute();
  const users = await db
    .selectFrom('house_users')
    .innerJoin('residents', 'residents.id', 'house_users.resident_id')
    .select(['house_users.house_id', 'house_users.resident_id', 'house_users.house_user_type_id', 'residents.name'])
    .where('house_users.cluster_id', '=', clusterId)
    .where('house_users.ends_on', 'is', null)
    .orderBy('house_users.id')
    .execute();
  const houseUsers: Existing['houseUsers'] = new Map();
  for (const user of users) {
    const entry = houseUsers.get(user.house_id) ?? { names: new Map(), owner: null };
    entry.names.set(foldKey(user.name), user.resident_id);
    if (user.house_user_type_id === 1 && entry.owner === null) entry.owner = user.resident_id;
    houseUsers.set(user.house_id, entry);
  }
  return {
    blocks: new Map(blocks.map((b) => [foldKey(b.name), b])),
    houses: new Map(
      houses.map((h) => [
        `${foldKey(h.block_name ?? '')}|${foldKey(h.door_number)}`,
        { id: h.id, label: `${h.block_name ?? ''} ${h.door_number}`.trim() },
      ]),
    ),
    tckns: new Set(residents.map((r) => r.identity_number as string)),
    houseUsers,
  };
}

/** Rows between two progress writes. */
const BATCH = 250;

export type Progress = (done: number, total: number) => Promise<void>;

/**
 * Writes the plan into the complex: blocks, houses, residents, their links to the houses, and the opening
 * balances as transfer-due assessments (one per date and description), each line a debt (positive) or an
 * opening credit (negative), posted against the `opening` account as the 'Devir' screen does.
 */
export async function writePlan(
  trx: Db,
  input: { clusterId: number; actor: Actor; plan: Plan; existing: Existing; progress: Progress },
): Promise<void> {
  const { clusterId, actor, plan, existing } = input;
  const userId = actor.userId;
  /** Each block, house and resident created goes to the action log as a creation, as its screen logs it. */
  const logs: { entity_type: string; entity_id: number; new_values: string }[] = [];
  const logged = (entityType: string, id: number, values: Record<string, unknown>) =>
    logs.push({
      entity_type: entityType,
      entity_id: id,
      new_values: JSON.stringify({ id, cluster_id: clusterId, ...values }),
    });
  const now = nowIso();
  const stamps = { created_at: now, updated_at: now };
  const total =
    plan.blocks.length + plan.houses.length + plan.residents.length + plan.houseUsers.length + plan.balances.length;
  let done = 0;
  const step = async (n = 1) => {
    const before = Math.floor(done / BATCH);
    done += n;
    if (Math.floor(done / BATCH) !== before) await input.progress(done, total);
  };

  const blockIds = new Map<string, { id: number; name: string }>(existing.blocks);
  for (const block of plan.blocks) {
    const { id } = await trx
      .insertInto('blocks')
      .values({ ...stamps, cluster_id: clusterId, name: block.name })
      .returning('id')
      .executeTakeFirstOrThrow();
    blockIds.set(block.key, { id, name: block.name });
    logged('block', id, { name: block.name });
    await step();
  }

  const namesByResident = new Map(plan.residents.map((r) => [r.key, r.name]));
  const userNames = new Map<string, string[]>();
  for (const link of plan.houseUsers) {
    if (!('key' in link.house)) continue;
    userNames.set(link.house.key, [...(userNames.get(link.house.key) ?? []), namesByResident.get(link.resident) ?? '']);
  }
  const houseIds = new Map<string, number>();
  for (const house of plan.houses) {
    const block = house.blockKey === null ? null : (blockIds.get(house.blockKey) ?? null);
    const { id } = await trx
      .insertInto('houses')
      .values({
        ...stamps,
        cluster_id: clusterId,
        block_id: block?.id ?? null,
        type: house.kind,
        floor: house.floor,
        door_number: house.door,
        gross_area: house.gross,
        net_area: house.net,
        land_share: house.land,
        has_multiple_owners: house.owners > 1 ? 1 : 0,
        search: houseSearchText(house.door, house.floor, block?.name ?? null, userNames.get(house.key) ?? []),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    houseIds.set(house.key, id);
    logged('house', id, { block_id: block?.id ?? null, door_number: house.door, floor: house.floor, type: house.kind });
    await step();
  }
  const houseId = (ref: HouseRef) => ('id' in ref ? ref.id : (houseIds.get(ref.key) as number));

  const residentIds = new Map<string, number>();
  for (const resident of plan.residents) {
    const values = {
      name: resident.name,
      identity_number: resident.tckn,
      phone: resident.phone,
      email: resident.email,
    };
    const { id } = await trx
      .insertInto('residents')
      .values({
        ...stamps,
        ...values,
        cluster_id: clusterId,
        name_search: foldTurkish(resident.name),
        name_sort: turkishSortKey(resident.name),
        search: residentSearchText(values),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    residentIds.set(resident.key, id);
    logged('resident', id, values);
    await step();
  }

  for (let i = 0; i < plan.houseUsers.length; i += BATCH) {
    const batch = plan.houseUsers.slice(i, i + BATCH);
    await trx
      .insertInto('house_users')
      .values(
        batch.map((link) => ({
          ...stamps,
          cluster_id: clusterId,
          house_id: houseId(link.house),
          resident_id: residentIds.get(link.resident) as number,
          house_user_type_id: link.type,
          starts_on: link.startsOn,
          ends_on: null,
        })),
      )
      .execute();
    await step(batch.length);
  }
  // Houses the complex had get the new users' names in their search text.
  const touched = [...new Set(plan.houseUsers.flatMap((l) => ('id' in l.house ? [l.house.id] : [])))];
  await refreshHouseSearch(trx, { houseIds: touched });

  const groups = new Map<string, Plan['balances']>();
  for (const line of plan.balances) {
    const key = `${line.date}|${line.description}`;
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  for (const lines of groups.values()) {
    const { date, description } = lines[0] as Plan['balances'][number];
    const { id: assessmentId } = await trx
      .insertInto('assessments')
      .values({
        ...stamps,
        cluster_id: clusterId,
        assessment_type: 'transfer_due',
        income_type_id: null,
        description,
        search: foldTurkish(description),
        starts_on: date,
        months: 1,
        total: lines.reduce((sum, l) => sum + l.amount, 0),
        line_count: lines.length,
        created_by: userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const debts: NewDebt[] = [];
    for (const line of lines) {
      const residentId =
        line.resident === null
          ? null
          : 'id' in line.resident
            ? line.resident.id
            : (residentIds.get(line.resident.key) ?? null);
      if (line.amount > 0) {
        debts.push({
          houseId: houseId(line.house),
          residentId,
          incomeTypeId: null,
          kind: 'transfer_due',
          period: periodOf(date),
          amount: line.amount,
          dueOn: date,
          description,
          assessmentId,
        });
      } else {
        await createCollection(trx, {
          clusterId,
          houseId: houseId(line.house),
          residentId,
          bankAccountId: null,
          safeId: null,
          amount: -line.amount,
          collectedOn: date,
          description,
          assessmentId,
          createdBy: userId,
        });
        await step();
      }
    }
    const { transactionId } = await insertDebts(trx, {
      clusterId,
      kind: 'transfer_due',
      occurredOn: date,
      description,
      createdBy: userId,
      debts,
    });
    await trx
      .updateTable('assessments')
      .set({ transaction_id: transactionId })
      .where('id', '=', assessmentId)
      .execute();
    await step(debts.length);
  }
  for (let i = 0; i < logs.length; i += BATCH) {
    await trx
      .insertInto('action_logs')
      .values(
        logs.slice(i, i + BATCH).map((log) => ({
          ...log,
          user_id: userId,
          cluster_id: clusterId,
          action_type_id: ACTION.create,
          old_values: null,
          page_url: actor.pageUrl,
          impersonator_id: actor.impersonatorId ?? null,
          created_at: now,
        })),
      )
      .execute();
  }
  await input.progress(total, total);
}
