import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/connection';
import { createCompanyWithCluster } from '../../../test/fixtures';
import { testDbKinds } from '../../../test/testDb';
import { signInAs, useDemoAdmin } from '../users/users.fixtures';
import { bigWorkbook, ERROR_ROWS, postUpload, tcknOf, xlsxOf } from './importTransfers.fixtures';

const TABLES = [
  'blocks',
  'houses',
  'residents',
  'house_users',
  'assessments',
  'debts',
  'collections',
  'journal_entries',
  'action_logs',
] as const;

/** The rows of the complex in every table the import writes, and the runs recorded. */
async function countsOf(db: Db, clusterId: number) {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('cluster_id', '=', clusterId)
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  const runs = await db
    .selectFrom('data_imports')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  counts.data_imports = Number(runs.n);
  return counts;
}

describe.each(testDbKinds)('super administrator › import transfers on %s', (kind) => {
  const t = useDemoAdmin(kind);
  let manager: string;
  let clusterId: number;

  beforeAll(async () => {
    manager = (await signInAs(t.app, 'yonetici@demo.test')).token;
    // A new customer's complex, with its 'A Blok' made already.
    clusterId = (await createCompanyWithCluster(t.db, 'Yeni Müşteri Yönetim')).clusterId;
  });

  it('refuses a 500-house file with errors row by row and writes nothing; the fixed file is imported whole', async () => {
    const broken = { name: 'musteri.xlsx', bytes: await xlsxOf(bigWorkbook(true)) };
    const before = await countsOf(t.db, clusterId);

    const check = await postUpload(t.app, t.admin, '/check', { cluster_id: String(clusterId) }, broken);
    expect(check.statusCode, check.body).toBe(200);
    const dryRun = check.json().data;
    expect(dryRun.errors).toEqual(expect.arrayContaining(ERROR_ROWS));
    expect(dryRun.error_count).toBe(ERROR_ROWS.length);
    expect(dryRun.preview.find((p: { sheet: string; row: number }) => p.sheet === 'Daireler' && p.row === 2)).toEqual({
      sheet: 'Daireler',
      row: 2,
      action: 'Daire oluşturulacak: A Blok 1',
      has_error: false,
    });
    expect(await countsOf(t.db, clusterId)).toEqual(before);

    const refused = await postUpload(t.app, t.admin, '', { cluster_id: String(clusterId) }, broken);
    expect(refused.statusCode, refused.body).toBe(422);
    const body = refused.json();
    expect(body.message).toBe('Dosyada hata var; hiçbir kayıt aktarılmadı. Hataları düzeltip yeniden deneyin.');
    expect(body.errors['Sakinler.3']).toEqual(['Satır 3: TCKN 11 haneli olmalıdır.']);
    expect(body.errors['Açılış Bakiyeleri.13']).toEqual([
      'Satır 13: Tarih GG.AA.YYYY biçiminde olmalıdır (ör. 31.12.2025).',
    ]);
    expect(Object.values(body.errors).flat()).toHaveLength(ERROR_ROWS.length);
    expect(await countsOf(t.db, clusterId)).toEqual(before);

    const fixed = { name: 'musteri-duzeltilmis.xlsx', bytes: await xlsxOf(bigWorkbook(false)) };
    const started = Date.now();
    const imported = await postUpload(t.app, t.admin, '', { cluster_id: String(clusterId) }, fixed);
    expect(imported.statusCode, imported.body).toBe(201);
    expect(Date.now() - started).toBeLessThan(20_000);
    const { id, counts } = imported.json().data;
    // B–E blocks (A is the complex's); the owner of A 1 also owns A 2; a renter in every fifth house.
    expect(counts).toEqual({ blocks: 4, houses: 500, residents: 599, house_users: 600, opening_balances: 200 });
    const after = await countsOf(t.db, clusterId);
    expect(after).toEqual({
      blocks: before.blocks + 4,
      houses: before.houses + 500,
      residents: before.residents + 599,
      house_users: before.house_users + 600,
      // One transfer-due assessment per date and description: 31.12.2025 'Devir' and 'Eski yönetim devri'.
      assessments: before.assessments + 2,
      debts: before.debts + 199,
      collections: before.collections + 1,
      // Two entries per debt and per opening credit.
      journal_entries: before.journal_entries + 2 * 200,
      action_logs: before.action_logs + 4 + 500 + 599,
      data_imports: before.data_imports + 1,
    });

    // Each block, house and resident created is in the action log, by the super administrator.
    const logs = await t.db
      .selectFrom('action_logs')
      .select(['entity_type', (eb) => eb.fn.countAll<number>().as('n')])
      .where('cluster_id', '=', clusterId)
      .where('action_type_id', '=', 1)
      .where('user_id', '=', t.ids['admin@demo.test'] as number)
      .groupBy('entity_type')
      .orderBy('entity_type')
      .execute();
    expect(logs.map((l) => [l.entity_type, Number(l.n)])).toEqual([
      ['block', 4],
      ['house', 500],
      ['resident', 599],
    ]);

    const run = await t.call(t.admin, 'GET', `/api-super-admin/import-transfers/${id}`);
    expect(run.statusCode).toBe(200);
    expect(run.json().data).toMatchObject({
      id,
      cluster_id: clusterId,
      file_name: 'musteri-duzeltilmis.xlsx',
      status: 'done',
      total_rows: 4 + 500 + 600 + 200,
      processed_rows: 4 + 500 + 600 + 200,
      counts,
    });
    const list = await t.call(t.admin, 'GET', `/api-super-admin/import-transfers?cluster_id=${clusterId}`);
    expect(list.json().data.map((r: { id: number }) => r.id)).toEqual([id]);

    // The balances are the houses' own: A 2 owes 1.234,56, A 1 1.234,50, A 4 has a credit of 250,00.
    const houses = await t.call(t.admin, 'GET', `/clusters/${clusterId}/houses?per_page=10`);
    expect(houses.statusCode, houses.body).toBe(200);
    const balances = Object.fromEntries(
      houses
        .json()
        .data.map((h: { block_name: string; door_number: string; balance: number }) => [
          `${h.block_name} ${h.door_number}`,
          h.balance,
        ]),
    );
    expect(balances).toMatchObject({ 'A Blok 1': 1234.5, 'A Blok 2': 1234.56, 'A Blok 4': -250, 'A Blok 5': 1234.5 });
    const owner = await t.db
      .selectFrom('residents')
      .select(['name', 'phone', 'identity_number'])
      .where('cluster_id', '=', clusterId)
      .where('identity_number', '=', tcknOf(1000))
      .execute();
    expect(owner).toEqual([{ name: 'Malik 0', phone: '+905321112210', identity_number: tcknOf(1000) }]);
  }, 60_000);

  // SQLite has one connection, held by the import's transaction: there the progress shows when it ends.
  if (kind !== 'postgres')
    console.info("Skipped on SQLite: a running import's progress (its one connection is held by the import).");
  it.runIf(kind === 'postgres')(
    'shows the progress of a running import while its transaction runs',
    async () => {
      const { clusterId: other } = await createCompanyWithCluster(t.db, 'İlerleme Müşteri');
      const file = { name: 'ilerleme.xlsx', bytes: await xlsxOf(bigWorkbook(false)) };
      const seen: number[] = [];
      let finished = false;
      const importing = postUpload(t.app, t.admin, '', { cluster_id: String(other) }, file).finally(() => {
        finished = true;
      });
      while (!finished) {
        const run = await t.db
          .selectFrom('data_imports')
          .select(['processed_rows', 'status'])
          .where('cluster_id', '=', other)
          .executeTakeFirst();
        if (run?.status === 'running') seen.push(run.processed_rows);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect((await importing).statusCode).toBe(201);
      const total = 4 + 500 + 600 + 200;
      expect(
        seen.some((n) => n > 0 && n < total),
        JSON.stringify(seen),
      ).toBe(true);
      expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    },
    60_000,
  );

  it('imports a file once when two imports of it race: the second is refused and recorded as failed', async () => {
    const { clusterId: raced } = await createCompanyWithCluster(t.db, 'Yarış Müşteri');
    const file = {
      name: 'yaris.xlsx',
      bytes: await xlsxOf({
        Daireler: [['Blok', 'Kapı No'], ...Array.from({ length: 50 }, (_, i) => ['K Blok', String(i + 1)])],
      }),
    };
    const answers = await Promise.all(
      [1, 2].map(() => postUpload(t.app, t.admin, '', { cluster_id: String(raced) }, file)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
    const houses = await t.db
      .selectFrom('houses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('cluster_id', '=', raced)
      .executeTakeFirstOrThrow();
    expect(Number(houses.n)).toBe(50);
    const runs = await t.call(t.admin, 'GET', `/api-super-admin/import-transfers?cluster_id=${raced}`);
    const statuses = runs.json().data.map((r: { status: string }) => r.status);
    // The loser either was refused by the dry run (no run) or under the lock (a failed run).
    expect(statuses.filter((s: string) => s === 'done')).toHaveLength(1);
    expect(statuses.filter((s: string) => s !== 'done' && s !== 'failed')).toEqual([]);
  });

  it('refuses a missing complex, an unreadable file and files over the limits in Turkish', async () => {
    const file = { name: 'x.xlsx', bytes: await xlsxOf(bigWorkbook(false)) };
    const noCluster = await postUpload(t.app, t.admin, '/check', {}, file);
    expect(noCluster.statusCode).toBe(422);
    expect(noCluster.json().errors.cluster_id).toEqual(['Site seçin.']);
    const unknown = await postUpload(t.app, t.admin, '/check', { cluster_id: '999999' }, file);
    expect(unknown.json().errors.cluster_id).toEqual(['Seçilen site bulunamadı.']);
    const binary = await postUpload(
      t.app,
      t.admin,
      '/check',
      { cluster_id: String(clusterId) },
      {
        name: 'resim.png',
        bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]),
      },
    );
    expect(binary.json().errors.file).toEqual(['Dosya okunamadı: XLSX, ODS veya CSV dosyası yükleyin.']);
    const big = await postUpload(
      t.app,
      t.admin,
      '/check',
      { cluster_id: String(clusterId) },
      {
        name: 'buyuk.csv',
        bytes: Buffer.alloc(5 * 1024 * 1024 + 10, 'a'),
      },
    );
    expect(big.statusCode).toBe(422);
    expect(big.json().errors.file).toEqual(['Dosya en fazla 5 MB olabilir.']);
    // A zip that says it unpacks to 300 MB (a zip bomb) is refused before it is read.
    const bomb = await xlsxOf({ Daireler: [['Blok', 'Kapı No']] });
    const directory = bomb.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bomb.writeUInt32LE(300 * 1024 * 1024, directory + 24);
    const bombed = await postUpload(
      t.app,
      t.admin,
      '/check',
      { cluster_id: String(clusterId) },
      {
        name: 'bomba.xlsx',
        bytes: bomb,
      },
    );
    expect(bombed.statusCode).toBe(422);
    expect(bombed.json().errors.file).toEqual(['Dosyada en fazla 20.000 satır olabilir.']);
    const rows = ['Blok;Kapı No', ...Array.from({ length: 20_001 }, (_, i) => `A;${i + 1}`)].join('\n');
    const many = await postUpload(
      t.app,
      t.admin,
      '/check',
      { cluster_id: String(clusterId) },
      {
        name: 'cok.csv',
        bytes: Buffer.from(rows),
      },
    );
    expect(many.json().errors.file).toEqual(['Dosyada en fazla 20.000 satır olabilir.']);
  });

  it('is for super administrators only: a manager gets 403 everywhere', async () => {
    const file = { name: 'x.xlsx', bytes: await xlsxOf(bigWorkbook(false)) };
    for (const url of ['/api-super-admin/import-transfers', '/api-super-admin/import-transfers/template']) {
      expect((await t.call(manager, 'GET', url)).statusCode).toBe(403);
    }
    for (const path of ['', '/check']) {
      const res = await postUpload(t.app, manager, path, { cluster_id: String(clusterId) }, file);
      expect(res.statusCode).toBe(403);
    }
  });
});
