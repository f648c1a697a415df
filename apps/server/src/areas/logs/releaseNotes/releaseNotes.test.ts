import { describe, expect, it } from 'vitest';
import { todayInTurkey } from '../../../http/clock';
import { useTwoTenantsApp } from '../../../test/apiTest';
import { testDbKinds } from '../../../test/testDb';
import { releaseNotes } from './changelog';

type Row = { version: string; date: string; title: string; is_new: boolean; groups: { kind: string }[] };

describe.each(testDbKinds)('the release notes on %s', (kind) => {
  const t = useTwoTenantsApp(kind);
  const notes = releaseNotes();
  const seenAt = (email: string, at: string | null) =>
    t.db.updateTable('users').set({ release_notes_seen_at: at }).where('email', '=', email).execute();

  it('shows every release of CHANGELOG.md, newest first, all new to a user who never opened them', async () => {
    const res = await t.call(t.worker, 'GET', '/release-notes');
    expect(res.statusCode, res.body).toBe(200);
    const { data, meta } = res.json() as { data: Row[]; meta: { unseen: number } };
    expect(data.map((r) => r.version)).toEqual(notes.map((n) => n.version));
    expect(data[0]).toMatchObject({ ...notes[0], is_new: true });
    expect(data.every((r) => r.is_new)).toBe(true);
    expect(meta.unseen).toBe(notes.length);
    expect((await t.call('', 'GET', '/release-notes')).statusCode).toBe(401);
  });

  it('counts as new only the releases dated after the day the user last opened them', async () => {
    // Two releases may share a day: 'second' is the newest of an earlier day than the newest release.
    const newest = notes[0] as (typeof notes)[0];
    const second = notes.find((n) => n.date < newest.date) as (typeof notes)[0];
    // Noon in Türkiye of the second release's day: that release and the older ones are seen, the newest is not.
    await seenAt('calisan@kardelen.com', `${second.date}T09:00:00.000Z`);
    const { data, meta } = (await t.call(t.worker, 'GET', '/release-notes')).json() as {
      data: Row[];
      meta: { unseen: number };
    };
    expect(meta.unseen).toBe(notes.filter((n) => n.date > second.date).length);
    expect(data.find((r) => r.version === newest.version)?.is_new).toBe(true);
    expect(data.find((r) => r.version === second.version)?.is_new).toBe(false);
    expect(data.at(-1)?.is_new).toBe(false);
  });

  it('marks them seen for the caller only, whatever their permissions', async () => {
    await seenAt('calisan@kardelen.com', null);
    const marked = await t.call(t.readOnly, 'POST', '/release-notes/seen');
    expect(marked.statusCode, marked.body).toBe(200);
    const at = marked.json().data.release_notes_seen_at as string;
    expect(Math.abs(Date.parse(at) - Date.now())).toBeLessThan(60_000);

    const today = todayInTurkey();
    const mine = (await t.call(t.readOnly, 'GET', '/release-notes')).json();
    expect(mine.meta.unseen).toBe(notes.filter((n) => n.date > today).length);
    expect(mine.data.filter((r: Row) => r.is_new).length).toBe(mine.meta.unseen);

    // The colleague in the same company and the other company's worker still have every release new.
    for (const other of [t.worker, t.outsider]) {
      expect((await t.call(other, 'GET', '/release-notes')).json().meta.unseen).toBe(notes.length);
    }
    const user = await t.db
      .selectFrom('users')
      .select('release_notes_seen_at')
      .where('email', '=', 'stajyer@kardelen.com')
      .executeTakeFirstOrThrow();
    expect(user.release_notes_seen_at).toBe(at);
  });
});
