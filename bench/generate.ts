/**
 * Builds one large complex with the app's own helpers: 1 company, 1 complex, 20 blocks, 5,000 houses,
 * 20,000 residents with Turkish names (faker, tr locale) and the house users linking them, plus one
 * super administrator to sign in with. Rows are filled exactly as the app fills them: residents and
 * houses go through their resource's `toRow` (folded name, Turkish sort key, search text), timestamps
 * are ISO-8601 text, flags 0/1.
 */
import { randomBytes } from 'node:crypto';
import { fakerTR as faker } from '@faker-js/faker';
import { residentSchema } from '@site/shared';
import { housesResource } from '../apps/server/src/areas/definitions/houses/houses.resource';
import { residentsResource } from '../apps/server/src/areas/definitions/residents/residents.resource';
import type { Db } from '../apps/server/src/db/connection';
import { foldTurkish, turkishSortKey } from '../apps/server/src/db/turkish';
import { hashPassword } from '../apps/server/src/kernel/passwords';

export const SIZE = { blocks: 20, flatsPerBlock: 240, shops: 200, residents: 20_000 } as const;
const HOUSES = SIZE.blocks * SIZE.flatsPerBlock + SIZE.shops;

/**
 * faker's Turkish first names are drawn uniformly from ~1,800 names; real complexes are full of a few
 * very common ones. This share of first names comes from the common names that faker's own list holds.
 */
const COMMON_NAME_SHARE = 0.3;
const COMMON_NAMES = {
  male: ['Mehmet', 'Mustafa', 'Ahmet', 'Ali', 'Hüseyin', 'Hasan', 'İbrahim', 'İsmail', 'Osman', 'Yusuf', 'Murat'],
  female: ['Fatma', 'Emine', 'Hatice', 'Zeynep', 'Elif', 'Meryem', 'Şerife', 'Zehra', 'Sultan', 'Hanife', 'Merve'],
};
/** The search term of the L2 list: the most common Turkish first name, as a user types it. */
export const SEARCH_TERM = 'Mehmet';

export type Generated = {
  clusterId: number;
  adminEmail: string;
  adminPassword: string;
  counts: { blocks: number; houses: number; residents: number; houseUsers: number };
  seconds: number;
};

const BATCH = 500;

async function insertBatches<T>(rows: T[], insert: (batch: T[]) => Promise<number[]>): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += BATCH) ids.push(...(await insert(rows.slice(i, i + BATCH))));
  return ids;
}

const isoBetween = (from: string, to: string) => faker.date.between({ from, to }).toISOString();
const dayBetween = (from: string, to: string) => isoBetween(from, to).slice(0, 10);

/** A TC identity number with valid check digits. */
function identityNumber(): string {
  const d = [faker.number.int({ min: 1, max: 9 }), ...Array.from({ length: 8 }, () => faker.number.int(9))];
  const odd = d[0] + d[2] + d[4] + d[6] + d[8];
  const even = d[1] + d[3] + d[5] + d[7];
  const d10 = (((odd * 7 - even) % 10) + 10) % 10;
  const d11 = (d.reduce((a, b) => a + b, 0) + d10) % 10;
  return [...d, d10, d11].join('');
}

/** A Turkish mobile number as the app shows it: +90 5xx xxx xx xx. */
function mobile(): string {
  const operator = faker.helpers.arrayElement(['501', '505', '506', '507', '530', '532', '533', '535', '542', '544']);
  return `+90 ${operator} ${faker.string.numeric(3)} ${faker.string.numeric(2)} ${faker.string.numeric(2)}`;
}

function carPlate(): string {
  const city = String(faker.number.int({ min: 1, max: 81 })).padStart(2, '0');
  const letters = faker.string.alpha({ length: { min: 1, max: 3 }, casing: 'upper', exclude: ['Q', 'W', 'X'] });
  return `${city} ${letters} ${faker.string.numeric({ length: { min: 2, max: 4 }, allowLeadingZeros: false })}`;
}

function personName(): { first: string; last: string; sex: 'female' | 'male' } {
  const sex = faker.helpers.arrayElement(['female', 'male'] as const);
  const first =
    faker.number.float() < COMMON_NAME_SHARE
      ? faker.helpers.arrayElement(COMMON_NAMES[sex])
      : faker.person.firstName(sex);
  return { first, last: faker.person.lastName(), sex };
}

/** One resident as the resident form would send it (before `toRow`). */
function residentInput(clusterId: number): Record<string, unknown> {
  const { first, last } = personName();
  const name = `${first} ${last}`;
  const email =
    faker.number.float() < 0.85 ? faker.internet.email({ firstName: first, lastName: last }).toLowerCase() : null;
  return {
    cluster_id: clusterId,
    name,
    identity_number: faker.number.float() < 0.6 ? identityNumber() : null,
    tax_number: null,
    father_name: faker.number.float() < 0.5 ? faker.person.firstName('male') : null,
    citizenship: 'TC',
    commercial_type: 'personal',
    phone: faker.number.float() < 0.97 ? mobile() : null,
    phone2: faker.number.float() < 0.1 ? mobile() : null,
    home_phone: null,
    work_phone: null,
    email,
    email2: null,
    legal_address:
      faker.number.float() < 0.4
        ? `${faker.location.streetAddress()} ${faker.location.county()} / ${faker.location.state()}`
        : null,
    work_address: null,
    blood_type: faker.number.float() < 0.3 ? faker.helpers.arrayElement(['0 Rh+', 'A Rh+', 'B Rh+', 'AB Rh+']) : null,
    car_plate: faker.number.float() < 0.4 ? carPlate() : null,
    notification_medium: 'sms',
    is_active: faker.number.float() < 0.97,
  };
}

const FLAT_KINDS = [
  { name: '1+1', weight: 15, net: [48, 65] },
  { name: '2+1', weight: 35, net: [80, 102] },
  { name: '3+1', weight: 35, net: [110, 142] },
  { name: '4+1', weight: 15, net: [150, 190] },
] as const;
/** Floors × doors per floor of the 240-flat blocks. */
const BLOCK_SHAPES = [
  [12, 20],
  [15, 16],
  [20, 12],
  [24, 10],
  [30, 8],
] as const;

export async function generateComplex(db: Db, residents: number = SIZE.residents): Promise<Generated> {
  const started = performance.now();
  faker.seed(20261121);
  const adminPassword = randomBytes(12).toString('hex');
  const adminEmail = 'bench-admin@bench.test';
  const passwordHash = await hashPassword(adminPassword);

  const result = await db.transaction().execute(async (trx) => {
    const stamp = () => {
      const created = isoBetween('2019-01-01', '2026-06-01');
      return { created_at: created, updated_at: isoBetween(created, '2026-11-01') };
    };
    const now = new Date().toISOString();

    const company = await trx
      .insertInto('companies')
      .values({
        created_at: now,
        updated_at: now,
        company_type_id: 1,
        name: 'Boğaziçi Site Yönetim Hizmetleri A.Ş.',
        short_name: 'Boğaziçi Yönetim',
        title: 'Boğaziçi Site Yönetim Hizmetleri Anonim Şirketi',
        city_id: null,
        district_id: null,
        tax_office: 'Kozyatağı',
        tax_number: '0680089871',
        authorized_name: 'Selin Aydoğan',
        authorized_email: 'selin.aydogan@bogazici-yonetim.com.tr',
        authorized_phone: '+90 532 415 27 84',
        phone: '+90 216 455 10 20',
        email: 'info@bogazici-yonetim.com.tr',
        address: 'Atatürk Mah. Ertuğrul Gazi Sok. No: 12 Ataşehir / İstanbul',
        billing_address: 'Atatürk Mah. Ertuğrul Gazi Sok. No: 12 Ataşehir / İstanbul',
        logo_path: null,
        report_logo_path: null,
        sms_company: null,
        sms_username: null,
        sms_password: null,
        sms_balance: null,
        sms_checked_at: null,
        contract_renewal_on: null,
        contract_fee: null,
        person_risk_parameter: 500_000,
        house_risk_amount: 1_000_000,
        notification_min_balance: 100,
        fee_last_payment_day: 15,
        delay_option_days: 5,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const cluster = await trx
      .insertInto('clusters')
      .values({
        created_at: now,
        updated_at: now,
        company_id: company.id,
        name: 'Vadi Park Evleri',
        title: 'Vadi Park Evleri Toplu Yapı Yönetimi',
        customer_name: 'Vadi Park Evleri Toplu Yapı Yönetimi',
        tax_number: null,
        city_id: null,
        district_id: null,
        address: 'Ayazağa Mah. Vadi Cad. No: 1 Sarıyer / İstanbul',
        bank_collecting_workflow_type_id: 1,
        bank_payment_workflow_type_id: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const clusterId = cluster.id;

    const typeIds: Record<string, number> = {};
    for (const name of [...FLAT_KINDS.map((k) => k.name), 'Dükkan']) {
      typeIds[name] = (
        await trx
          .insertInto('house_types')
          .values({ created_at: now, updated_at: now, cluster_id: clusterId, name })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    }

    const blockNames = Array.from({ length: SIZE.blocks }, (_, i) => `${String.fromCharCode(65 + i)} Blok`);
    const blockIds = (
      await trx
        .insertInto('blocks')
        .values(blockNames.map((name) => ({ created_at: now, updated_at: now, cluster_id: clusterId, name })))
        .returning('id')
        .execute()
    ).map((r) => r.id);

    // Houses: 20 blocks of 240 flats in five shapes, and a row of shops on the ground floor.
    const houseInputs: Record<string, unknown>[] = [];
    const weighted = FLAT_KINDS.map((k) => ({ value: k, weight: k.weight }));
    blockIds.forEach((blockId, b) => {
      const [floors, doors] = BLOCK_SHAPES[b % BLOCK_SHAPES.length];
      let door = 1;
      for (let floor = 1; floor <= floors; floor++) {
        for (let i = 0; i < doors; i++) {
          const kind = faker.helpers.weightedArrayElement(weighted);
          const net = faker.number.float({ min: kind.net[0], max: kind.net[1], fractionDigits: 1 });
          houseInputs.push({
            cluster_id: clusterId,
            block_id: blockId,
            house_type_id: typeIds[kind.name],
            type: 'house',
            floor: String(floor),
            door_number: String(door++),
            net_area: net,
            gross_area: Math.round(net * 12.2) / 10,
            land_share: Math.round(net * 10) / 100,
            is_active: true,
          });
        }
      }
    });
    for (let i = 1; i <= SIZE.shops; i++) {
      const net = faker.number.float({ min: 40, max: 150, fractionDigits: 1 });
      houseInputs.push({
        cluster_id: clusterId,
        block_id: null,
        house_type_id: typeIds.Dükkan,
        type: 'workplace',
        floor: 'Zemin',
        door_number: `D-${i}`,
        net_area: net,
        gross_area: Math.round(net * 11.5) / 10,
        land_share: Math.round(net * 10) / 100,
        is_active: true,
      });
    }
    const houseIds = await insertBatches(houseInputs, async (batch) =>
      (
        await trx
          .insertInto('houses')
          .values(batch.map((h) => ({ ...housesResource.toRow(h), ...stamp() })) as never)
          .returning('id')
          .execute()
      ).map((r) => r.id),
    );

    // Residents: the form's fields through the resource's own toRow (name_search, name_sort, search).
    const residentInputs = Array.from({ length: residents }, () => residentInput(clusterId));
    for (const input of residentInputs.slice(0, 200)) {
      const parsed = residentSchema.safeParse(input);
      if (!parsed.success) throw new Error(`generated resident fails the app's schema: ${parsed.error.message}`);
    }
    const residentIds = await insertBatches(residentInputs, async (batch) =>
      (
        await trx
          .insertInto('residents')
          .values(
            batch.map((input) => {
              const row: Record<string, unknown> = { ...residentsResource.toRow(input), ...stamp() };
              const name = input.name as string;
              if (row.name_search !== foldTurkish(name) || row.name_sort !== turkishSortKey(name))
                throw new Error('toRow no longer folds the name as the bench expects');
              return row;
            }) as never,
          )
          .returning('id')
          .execute()
      ).map((r) => r.id),
    );

    // House users: an owner for every house (6 % of houses belong to someone who owns another one),
    // a renter in 35 %, and the rest of the residents as former owners/renters, guests and debtors.
    type HouseUser = {
      cluster_id: number;
      house_id: number;
      resident_id: number;
      house_user_type_id: number;
      starts_on: string | null;
      ends_on: string | null;
      is_staying: number;
      is_spokesperson: number;
      created_at: string;
      updated_at: string;
    };
    const links: HouseUser[] = [];
    let next = 0;
    const take = () => residentIds[next++];
    const owners: number[] = [];
    const link = (
      houseId: number,
      residentId: number,
      type: number,
      startsOn: string,
      endsOn: string | null,
      staying: boolean,
    ) =>
      links.push({
        cluster_id: clusterId,
        house_id: houseId,
        resident_id: residentId,
        house_user_type_id: type,
        starts_on: startsOn,
        ends_on: endsOn,
        is_staying: staying ? 1 : 0,
        is_spokesperson: type === 1 && faker.number.float() < 0.02 ? 1 : 0,
        ...stamp(),
      });
    for (const houseId of houseIds) {
      const owner = owners.length && faker.number.float() < 0.06 ? faker.helpers.arrayElement(owners) : take();
      owners.push(owner);
      const rented = faker.number.float() < 0.35;
      link(houseId, owner, 1, dayBetween('2005-01-01', '2025-12-31'), null, !rented);
      if (rented) link(houseId, take(), 2, dayBetween('2022-01-01', '2026-10-31'), null, true);
    }
    const others = [
      { value: 5, weight: 55 },
      { value: 4, weight: 25 },
      { value: 3, weight: 15 },
      { value: 6, weight: 5 },
    ];
    while (next < residentIds.length) {
      const type = faker.helpers.weightedArrayElement(others);
      const startsOn = dayBetween('2008-01-01', '2024-06-30');
      const ended = type === 4 || type === 5;
      link(
        faker.helpers.arrayElement(houseIds),
        take(),
        type,
        startsOn,
        ended ? dayBetween(startsOn, '2026-10-31') : null,
        type === 3,
      );
    }
    await insertBatches(links, async (batch) => {
      await trx.insertInto('house_users').values(batch).execute();
      return [];
    });

    const admin = await trx
      .insertInto('users')
      .values({
        created_at: now,
        updated_at: now,
        name: 'Bench Yöneticisi',
        email: adminEmail,
        phone: null,
        company_id: null,
        password_hash: passwordHash,
        last_login_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const role = await trx
      .selectFrom('roles')
      .select('id')
      .where('name', '=', 'superadministrator')
      .executeTakeFirstOrThrow();
    await trx.insertInto('user_roles').values({ user_id: admin.id, role_id: role.id }).execute();

    if (houseIds.length !== HOUSES || residentIds.length !== residents)
      throw new Error('generated counts differ from the plan');
    return {
      clusterId,
      counts: {
        blocks: blockIds.length,
        houses: houseIds.length,
        residents: residentIds.length,
        houseUsers: links.length,
      },
    };
  });

  return { ...result, adminEmail, adminPassword, seconds: (performance.now() - started) / 1000 };
}
