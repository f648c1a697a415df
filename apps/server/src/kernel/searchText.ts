import type { Db } from '../db/connection';
import { foldTurkish } from '../db/turkish';

/**
 * A phone as the ways people type it, so that a search finds '+90 532 111 22 33' from '0532 111 22 33',
 * '532 1112233' or '+905321112233': the national number alone, with 0, with 90 and with +90 (Turkish
 * numbers), or the digits with and without '+' (others).
 */
export function phoneSearchForms(phone: string | null | undefined): string[] {
  if (!phone) return [];
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

/** A searched word as stored: a phone typed with brackets or dashes ('(532)', '111-22-33') as digits. */
export const searchWord = (word: string): string => (/^[\d+()-]+$/.test(word) ? word.replace(/[()-]/g, '') : word);

/** Ids per query when reading the users of many houses (a block of a large complex). */
const CHUNK = 500;

const PHONES = ['phone', 'phone2', 'home_phone', 'work_phone'] as const;

/**
 * The folded search text of a resident: name, e-mails, identity and tax numbers, plate, and each phone as
 * typed in any common way.
 */
export function residentSearchText(resident: Record<string, unknown>): string {
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  return foldTurkish(
    [
      text(resident.name),
      text(resident.email),
      text(resident.email2),
      ...PHONES.flatMap((key) => [text(resident[key]), ...phoneSearchForms(text(resident[key]))]),
      text(resident.identity_number),
      text(resident.tax_number),
      text(resident.car_plate),
    ]
      .filter(Boolean)
      .join(' '),
  );
}

/**
 * Recomputes the search text of houses: door number, floor, block, and the names of the residents who use
 * them now, so that a list finds 'Menekşe 8' or an owner's name. Runs in the transaction of every write that
 * changes one of these (a house, a block's name, a link of a resident to a house, a resident's name).
 */
export async function refreshHouseSearch(
  db: Db,
  scope: { houseIds: number[] } | { blockId: number } | { residentId: number },
): Promise<void> {
  let houses = db
    .selectFrom('houses')
    .leftJoin('blocks', 'blocks.id', 'houses.block_id')
    .select(['houses.id', 'houses.door_number', 'houses.floor', 'houses.search', 'blocks.name as block_name']);
  if ('houseIds' in scope) {
    if (scope.houseIds.length === 0) return;
    houses = houses.where('houses.id', 'in', scope.houseIds);
  } else if ('blockId' in scope) {
    houses = houses.where('houses.block_id', '=', scope.blockId);
  } else {
    houses = houses.where(
      'houses.id',
      'in',
      db
        .selectFrom('house_users')
        .select('house_users.house_id')
        .where('house_users.resident_id', '=', scope.residentId)
        .where('house_users.ends_on', 'is', null),
    );
  }
  const rows = await houses.execute();
  if (rows.length === 0) return;
  const names = new Map<number, string[]>();
  for (let start = 0; start < rows.length; start += CHUNK) {
    const users = await db
      .selectFrom('house_users')
      .innerJoin('residents', 'residents.id', 'house_users.resident_id')
      .select(['house_users.house_id', 'residents.name'])
      .where(
        'house_users.house_id',
        'in',
        rows.slice(start, start + CHUNK).map((row) => row.id),
      )
      .where('house_users.ends_on', 'is', null)
      .orderBy('house_users.id')
      .execute();
    for (const user of users) names.set(user.house_id, [...(names.get(user.house_id) ?? []), user.name]);
  }
  for (const row of rows) {
    const search = houseSearchText(row.door_number, row.floor, row.block_name, names.get(row.id) ?? []);
    if (search !== row.search) await db.updateTable('houses').set({ search }).where('id', '=', row.id).execute();
  }
}

/** The folded search text of one house. */
export function houseSearchText(
  doorNumber: string,
  floor: string | number | null,
  blockName: string | null,
  userNames: string[],
): string {
  return foldTurkish(
    [blockName, doorNumber, floor, ...userNames].filter((part) => part !== null && part !== '').join(' '),
  );
}
