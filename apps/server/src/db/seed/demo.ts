import { CLUSTER_PERMISSION_NAMES, permissionsOfRoles } from '@site/shared';
import { sql } from 'kysely';
import { createClusterReminders } from '../../areas/communication';
import { bankAccountsResource, housesResource, safesResource } from '../../areas/definitions';
import { hashPassword } from '../../kernel/passwords';
import { refreshHouseSearch, residentSearchText } from '../../kernel/searchText';
import type { Db } from '../connection';
import { foldTurkish, turkishSortKey } from '../turkish';
import { seedDemoAccounting } from './demoAccounting';
import { seedDemoSaas } from './demoSaas';
import { FIRST_NAMES, SURNAMES, seededRandom } from './turkishNames';

export const DEMO_PASSWORD = 'demo1234';
/** The demo company's worker positions (My company). */
export const DEMO_WORKER_POSITIONS = ['Site Müdürü', 'Muhasebe', 'Teknik Personel', 'Güvenlik'];
/** Every permission a worker can hold in a complex (tests give it to a worker who may do all there). */
export const ALL_PERMISSIONS: string[] = [...CLUSTER_PERMISSION_NAMES];

/** The demo company's workers: one of each role (README, "Demo sign-ins"). */
const DEMO_WORKERS: {
  name: string;
  email: string;
  phone?: string;
  role: string;
  position?: string;
  /** Indexes into CLUSTERS; empty: every complex of the company. */
  clusters: number[];
  techAuthorization?: number;
}[] = [
  {
    name: 'Kerem Aydın',
    email: 'yonetici@demo.test',
    phone: '+90 533 218 44 19',
    role: 'manager',
    position: 'Site Müdürü',
    clusters: [0],
  },
  { name: 'Selin Aydoğan', email: 'sirket@demo.test', role: 'company-admin', clusters: [] },
  { name: 'Murat Çelik', email: 'muhasebe@demo.test', role: 'accountant', position: 'Muhasebe', clusters: [] },
  {
    name: 'Hasan Yıldız',
    email: 'teknik@demo.test',
    role: 'technical',
    position: 'Teknik Personel',
    clusters: [0],
    techAuthorization: 2,
  },
  { name: 'Zeynep Kaya', email: 'izleyici@demo.test', role: 'read-only', position: 'Güvenlik', clusters: [0] },
];

type ClusterPlan = {
  name: string;
  title: string;
  blocks: string[];
  floors: number;
  doorsPerFloor: number;
  shops: number;
  bank: { name: string; short_name: string; iban: string; bank_id: number };
  /** The complex's last payment day, if it keeps one. */
  dueDay?: number;
};

const CLUSTERS: ClusterPlan[] = [
  {
    name: 'Yeşilvadi Sitesi',
    title: 'Yeşilvadi Sitesi Yönetimi',
    blocks: ['A Blok', 'B Blok', 'C Blok', 'D Blok'],
    floors: 6,
    doorsPerFloor: 4,
    shops: 4,
    bank: {
      name: 'Ziraat Bankası Ataşehir Şubesi',
      short_name: 'Ziraat',
      iban: 'TR330006100519786457841326',
      bank_id: 10,
    },
  },
  {
    name: 'Marmara Konutları',
    title: 'Marmara Konutları Toplu Yapı Yönetimi',
    dueDay: 10,
    blocks: ['Lale', 'Menekşe', 'Papatya'],
    floors: 5,
    doorsPerFloor: 4,
    shops: 3,
    bank: {
      name: 'Türkiye İş Bankası Kadıköy Şubesi',
      short_name: 'İş Bankası',
      iban: 'TR320010009999901234567890',
      bank_id: 64,
    },
  },
];

export async function isEmpty(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

/** Seeds the demo data set when the database has no users yet; returns whether it did. */
export async function seedDemoIfEmpty(db: Db): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  await seedDemo(db);
  return true;
}

export async function seedDemo(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date().toISOString();
  const stamps = { created_at: now, updated_at: now };
  const random = seededRandom(20261121);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];

  const clusterIds = await db.transaction().execute(async (trx) => {
    // A demo user who signs in with the demo password, with one role.
    const createUser = async (
      user: {
        name: string;
        email: string;
        phone?: string;
        company_id?: number;
        position_id?: number;
        tech_authorization_id?: number;
      },
      role: string,
    ) => {
      const { id } = await trx
        .insertInto('users')
        .values({ ...stamps, ...user, password_hash: passwordHash })
        .returning('id')
        .executeTakeFirstOrThrow();
      const roleRow = await trx.selectFrom('roles').select('id').where('name', '=', role).executeTakeFirstOrThrow();
      await trx.insertInto('user_roles').values({ user_id: id, role_id: roleRow.id }).execute();
      return id;
    };

    const company = await trx
      .insertInto('companies')
      .values({
        ...stamps,
        company_type_id: 1,
        name: 'Anadolu Site Yönetim Hizmetleri A.Ş.',
        search: foldTurkish('Anadolu Site Yönetim Hizmetleri A.Ş. Anadolu Yönetim 0680089871'),
        short_name: 'Anadolu Yönetim',
        title: 'Anadolu Site Yönetim Hizmetleri Anonim Şirketi',
        tax_office: 'Kozyatağı',
        tax_number: '0680089871',
        authorized_name: 'Selin Aydoğan',
        authorized_email: 'selin.aydogan@anadoluyonetim.com.tr',
        authorized_phone: '+90 532 415 27 84',
        phone: '+90 216 455 10 20',
        email: 'info@anadoluyonetim.com.tr',
        address: 'Atatürk Mah. Ertuğrul Gazi Sok. No: 12 Ataşehir / İstanbul',
        billing_address: 'Atatürk Mah. Ertuğrul Gazi Sok. No: 12 Ataşehir / İstanbul',
        person_risk_parameter: 500_000,
        house_risk_amount: 1_000_000,
        notification_min_balance: 100,
        fee_last_payment_day: 15,
        delay_option_days: 5,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const ids: number[] = [];
    for (const plan of CLUSTERS) {
      const cluster = await trx
        .insertInto('clusters')
        .values({
          ...stamps,
          company_id: company.id,
          name: plan.name,
          title: plan.title,
          search: foldTurkish(`${plan.name} ${plan.title}`),
          customer_name: plan.title,
          bank_collecting_workflow_type_id: 1,
          bank_payment_workflow_type_id: 1,
          due_day: plan.dueDay ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(cluster.id);
      await createClusterReminders(trx, cluster.id);
      await seedCluster(trx, cluster.id, plan, stamps, random, pick);
    }

    await createUser({ name: 'Sistem Yöneticisi', email: 'admin@demo.test' }, 'superadministrator');
    const positionIds = new Map<string, number>();
    for (const name of DEMO_WORKER_POSITIONS) {
      const { id } = await trx
        .insertInto('worker_positions')
        .values({ ...stamps, company_id: company.id, name, search: foldTurkish(name), name_sort: turkishSortKey(name) })
        .returning('id')
        .executeTakeFirstOrThrow();
      positionIds.set(name, id);
    }
    // A worker of each role, so the differences show (README, "Demo sign-ins"). `clusters` lists the complexes
    // they are limited to, each with what their role bundles; none means every complex of the company.
    const bundled = (role: string) => permissionsOfRoles([role]).filter((p) => CLUSTER_PERMISSION_NAMES.includes(p));
    for (const worker of DEMO_WORKERS) {
      const userId = await createUser(
        {
          name: worker.name,
          email: worker.email,
          phone: worker.phone,
          company_id: company.id,
          position_id: worker.position ? positionIds.get(worker.position) : undefined,
          tech_authorization_id: worker.techAuthorization,
        },
        worker.role,
      );
      for (const index of worker.clusters) {
        await trx
          .insertInto('cluster_users')
          .values({ user_id: userId, cluster_id: ids[index], permissions: JSON.stringify(bundled(worker.role)) })
          .execute();
      }
    }
    return ids;
  });
  // The second complex has half a year of dues, collections, late fees and invoices; the first starts
  // with none, so the manager's screens (and the browser tests) begin from zero balances.
  const today = new Date().toISOString().slice(0, 10);
  await seedDemoAccounting(db, clusterIds[1], today, random);
  const company = await db
    .selectFrom('clusters')
    .select('company_id')
    .where('id', '=', clusterIds[0])
    .executeTakeFirstOrThrow();
  await seedDemoSaas(db, company.company_id, clusterIds, today);
}

type Stamps = { created_at: string; updated_at: string };

async function seedCluster(
  trx: Db,
  clusterId: number,
  plan: ClusterPlan,
  stamps: Stamps,
  random: () => number,
  pick: <T>(list: T[]) => T,
): Promise<void> {
  const types: Record<string, number> = {};
  for (const name of ['2+1', '3+1', '4+1', 'Dükkan']) {
    types[name] = (
      await trx
        .insertInto('house_types')
        .values({ ...stamps, cluster_id: clusterId, name })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  }
  const houses: { id: number }[] = [];
  for (const blockName of plan.blocks) {
    const block = await trx
      .insertInto('blocks')
      .values({ ...stamps, cluster_id: clusterId, name: blockName })
      .returning('id')
      .executeTakeFirstOrThrow();
    let door = 1;
    for (let floor = 1; floor <= plan.floors; floor++) {
      for (let i = 0; i < plan.doorsPerFloor; i++) {
        const kind = pick(['2+1', '3+1', '3+1', '4+1']);
        const net = kind === '2+1' ? 85 : kind === '3+1' ? 120 : 155;
        houses.push(
          await insertHouse(trx, {
            ...stamps,
            cluster_id: clusterId,
            block_id: block.id,
            house_type_id: types[kind],
            type: 'house',
            floor: String(floor),
            door_number: String(door++),
            net_area: net,
            gross_area: Math.round(net * 1.22),
            land_share: net / 10,
          }),
        );
      }
    }
  }
  for (let i = 1; i <= plan.shops; i++) {
    houses.push(
      await insertHouse(trx, {
        ...stamps,
        cluster_id: clusterId,
        house_type_id: types.Dükkan,
        type: 'workplace',
        floor: 'Zemin',
        door_number: `D-${i}`,
        net_area: 60,
        gross_area: 70,
        land_share: 6,
      }),
    );
  }

  const personName = () => `${pick(FIRST_NAMES)} ${pick(SURNAMES)}`;
  const newResident = () => insertResident(trx, clusterId, personName(), stamps, random);
  /** A resident's link to a house: owner (type 1) or renter (type 2) from `startsOn`. */
  const link = (houseId: number, residentId: number, typeId: 1 | 2, startsOn: string, staying: boolean) =>
    trx
      .insertInto('house_users')
      .values({
        ...stamps,
        cluster_id: clusterId,
        house_id: houseId,
        resident_id: residentId,
        house_user_type_id: typeId,
        starts_on: startsOn,
        is_staying: staying ? 1 : 0,
        is_spokesperson: 0,
      })
      .execute();
  for (const house of houses) {
    const owner = await newResident();
    const rented = random() < 0.3;
    await link(house.id, owner, 1, '2021-01-01', !rented);
    if (rented) await link(house.id, await newResident(), 2, '2024-09-01', true);
  }
  // Each house is found by its block, door number and its users' names.
  await refreshHouseSearch(trx, { houseIds: houses.map((house) => house.id) });

  await trx
    .insertInto('bank_accounts')
    .values({
      ...stamps,
      cluster_id: clusterId,
      ...bankAccountsResource.toRow({
        name: plan.bank.name,
        short_name: plan.bank.short_name,
        bank_id: plan.bank.bank_id,
        iban: plan.bank.iban,
        account_type_id: 1,
      }),
    } as never)
    .execute();
  await trx
    .insertInto('safes')
    .values({
      ...stamps,
      cluster_id: clusterId,
      ...safesResource.toRow({ name: 'Yönetim Ofisi Kasası', short_name: 'Kasa' }),
    } as never)
    .execute();
}

type HouseSeed = {
  cluster_id: number;
  block_id?: number;
  house_type_id: number;
  type: string;
  floor: string;
  door_number: string;
  net_area: number;
  gross_area: number;
  land_share: number;
  created_at: string;
  updated_at: string;
};

function insertHouse(trx: Db, h: HouseSeed) {
  // The resource's own mapping fills the folded search text, as the API would.
  return trx
    .insertInto('houses')
    .values(housesResource.toRow(h) as HouseSeed)
    .returning('id')
    .executeTakeFirstOrThrow();
}

async function insertResident(trx: Db, clusterId: number, name: string, stamps: Stamps, random: () => number) {
  const phone = `+90 5${30 + Math.floor(random() * 20)} ${100 + Math.floor(random() * 900)} ${10 + Math.floor(random() * 90)} ${10 + Math.floor(random() * 90)}`;
  const email = `${foldTurkish(name).replace(/ğ/g, 'g').replace(/ü/g, 'u').replace(/ş/g, 's').replace(/ı/g, 'i').replace(/ö/g, 'o').replace(/ç/g, 'c').replace(/\s+/g, '.')}@example.com`;
  const row = await trx
    .insertInto('residents')
    .values({
      ...stamps,
      cluster_id: clusterId,
      name,
      name_search: foldTurkish(name),
      name_sort: turkishSortKey(name),
      search: residentSearchText({ name, email, phone }),
      citizenship: 'TC',
      phone,
      email,
      notification_medium: 'sms',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Empties the whole database (every table) so the demo can be built again from scratch. */
export async function dropEverything(db: Db, dialect: 'sqlite' | 'postgres'): Promise<void> {
  if (dialect === 'postgres') {
    await sql`drop schema public cascade`.execute(db);
    await sql`create schema public`.execute(db);
    return;
  }
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  await sql`pragma foreign_keys = off`.execute(db);
  for (const t of tables.filter((x) => !x.name.startsWith('sqlite_')))
    await sql`drop table if exists ${sql.table(t.name)}`.execute(db);
  await sql`pragma foreign_keys = on`.execute(db);
}
