import { expect, it } from 'vitest';
import { createCompanyWithCluster } from '../../test/fixtures';
import { describeMigration, expectTablesRemade } from '../../test/migrationTest';
import { down, up } from './0028_request_files';

describeMigration('0028 request files', (current) => {
  it("drops the table and makes it again: a request's files, one row per stored key, gone with the request", async () => {
    const db = current();
    await expectTablesRemade(db, { up, down }, ['request_files']);
    const { clusterId } = await createCompanyWithCluster(db, 'Kardelen');
    const at = '2026-01-01T00:00:00.000Z';
    const request = await db
      .insertInto('requests')
      .values({ cluster_id: clusterId, kind: 1, title: 'Çatı akıtıyor', created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const file = (key: string) => ({
      request_id: request.id,
      cluster_id: clusterId,
      file_name: 'cati.jpg',
      storage_key: key,
      content_type: 'image/jpeg',
      size: 1234,
      created_at: at,
    });
    await db.insertInto('request_files').values(file('request-files/a.jpg')).execute();
    expect(await db.selectFrom('request_files').select(['file_name', 'size', 'created_by']).execute()).toEqual([
      { file_name: 'cati.jpg', size: 1234, created_by: null },
    ]);
    // One stored file is one row.
    await expect(db.insertInto('request_files').values(file('request-files/a.jpg')).execute()).rejects.toThrow();
    await db.deleteFrom('requests').where('id', '=', request.id).execute();
    expect(await db.selectFrom('request_files').select('id').execute()).toEqual([]);
  });
});
