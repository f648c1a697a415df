import { sql } from 'kysely';

// The label itself is shared with the web: "A Blok 12".
export { houseLabel } from '@site/shared';

/** SQL for the same label, for lists that sort and search by it. */
export const houseLabelSql = sql<string>`coalesce(blocks.name || ' ', '') || houses.door_number`;

/** The length of the door number, selected as `door_length` so that "A Blok 2" sorts before "A Blok 10". */
export const doorLengthSql = sql<number>`length(houses.door_number)`;

/** 1 for a house outside any block (a shop), selected as `no_block`: both databases then put them last. */
export const noBlockSql = sql<number>`case when blocks.name is null then 1 else 0 end`;

/** The label and its two sort helpers, for a list's select. */
export const houseLabelColumns = () =>
  [houseLabelSql.as('house_label'), doorLengthSql.as('door_length'), noBlockSql.as('no_block')] as const;

/** Sorting by house label: houses in blocks first, block by block, door numbers in their natural order. */
export const HOUSE_LABEL_ORDER = ['no_block', 'blocks.name', 'door_length', 'houses.door_number'];

/** The name of the house's first current owner, selected as `owner_name`. */
export const houseOwnerNameSql = sql<
  string | null
>`(select r.name from house_users hu inner join residents r on r.id = hu.resident_id where hu.house_id = houses.id and hu.ends_on is null and hu.house_user_type_id = 1 order by hu.id limit 1)`;

/** The name of the house's first current renter, selected as `renter_name`. */
export const houseRenterNameSql = sql<
  string | null
>`(select r.name from house_users hu inner join residents r on r.id = hu.resident_id where hu.house_id = houses.id and hu.ends_on is null and hu.house_user_type_id = 2 order by hu.id limit 1)`;

/** Who lives in the house now (a current user marked as staying, a renter before an owner), selected as `occupant_name`. */
export const houseOccupantNameSql = sql<
  string | null
>`(select r.name from house_users hu inner join residents r on r.id = hu.resident_id where hu.house_id = houses.id and hu.ends_on is null and hu.is_staying = 1 order by case when hu.house_user_type_id = 2 then 0 else 1 end, hu.id limit 1)`;
