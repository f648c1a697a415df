import type { AnyDb } from '../schemaHelpers';

/**
 * Richer search texts (a copy of the rules of `kernel/searchText.ts` as they were when this ran, so that
 * later changes there do not change what this migration did): a house is found by its block, door number,
 * floor and the names of its current users ('Menekşe 8', an owner's name); a resident by every phone as
 * people type it ('0532…', '532…', '+90532…') and both e-mails.
 */
const fold = (value: string) => value.trim().toLocaleLowerCase('tr');

function phoneForms(phone: unknown): string[] {
  if (typeof phone !== 'string' || !phone) return [];
  const digits = phone.replace(/\D/g, '');
  if (!digits) return [];
  const national =
    digits.length === 12 && digits.startsWith('90')
      ? digits.slice(2)
      : digits.length === 11 && digits.startsWith('0')
        ? digits.slice(1)
        : digits.length === 10
          ? digits
          : null;
  return national ? [national, `0${national}`, `90${national}`, `+90${national}`] : [digits, `+${digits}`];
}

const BATCH = 1000;

export async function up(db: AnyDb): Promise<void> {
  for (let lastId = 0; ; ) {
    const residents = await db
      .selectFrom('residents')
      .select(['id', 'name', 'email', 'email2', 'phone', 'phone2', 'home_phone', 'work_phone'])
      .select(['identity_number', 'tax_number', 'car_plate'])
      .where('id', '>', lastId)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (residents.length === 0) break;
    for (const r of residents) {
      const phones = [r.phone, r.phone2, r.home_phone, r.work_phone].flatMap((p) => [p, ...phoneForms(p)]);
      const parts = [r.name, r.email, r.email2, ...phones, r.identity_number, r.tax_number, r.car_plate];
      const search = fold(parts.filter((part) => typeof part === 'string' && part).join(' '));
      await db.updateTable('residents').set({ search }).where('id', '=', r.id).execute();
    }
    lastId = residents[residents.length - 1].id;
  }
  for (let lastId = 0; ; ) {
    const houses = await db
      .selectFrom('houses')
      .leftJoin('blocks', 'blocks.id', 'houses.block_id')
      .select(['houses.id', 'houses.door_number', 'houses.floor', 'blocks.name as block_name'])
      .where('houses.id', '>', lastId)
      .orderBy('houses.id')
      .limit(BATCH)
      .execute();
    if (houses.length === 0) break;
    const users = await db
      .selectFrom('house_users')
      .innerJoin('residents', 'residents.id', 'house_users.resident_id')
      .select(['house_users.house_id', 'residents.name'])
      .where(
        'house_users.house_id',
        'in',
        houses.map((h) => h.id),
      )
      .where('house_users.ends_on', 'is', null)
      .orderBy('house_users.id')
      .execute();
    const names = new Map<number, string[]>();
    for (const u of users) names.set(u.house_id, [...(names.get(u.house_id) ?? []), u.name]);
    for (const h of houses) {
      const parts = [h.block_name, h.door_number, h.floor, ...(names.get(h.id) ?? [])];
      const search = fold(parts.filter((part) => part !== null && part !== '').join(' '));
      await db.updateTable('houses').set({ search }).where('id', '=', h.id).execute();
    }
    lastId = houses[houses.length - 1].id;
  }
}

/** The richer texts only add words: the searches of before still find what they found. */
export async function down(): Promise<void> {}
