import { sql } from 'kysely';

/** "A Blok 12", as every screen names a house. */
export const houseLabel = (blockName: string | null, doorNumber: string): string =>
  blockName ? `${blockName} ${doorNumber}` : doorNumber;

/** SQL for the same label, for lists that sort and search by it. */
export const houseLabelSql = sql<string>`coalesce(blocks.name || ' ', '') || houses.door_number`;

/** The length of the door number, selected as `door_length` so that "A Blok 2" sorts before "A Blok 10". */
export const doorLengthSql = sql<number>`length(houses.door_number)`;

/** 1 for a house outside any block (a shop), selected as `no_block`: both databases then put them last. */
export const noBlockSql = sql<number>`case when blocks.name is null then 1 else 0 end`;

/** Sorting by house label: houses in blocks first, block by block, door numbers in their natural order. */
export const HOUSE_LABEL_ORDER = ['no_block', 'blocks.name', 'door_length', 'houses.door_number'];
