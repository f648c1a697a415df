import { releaseNotesAnswer, releaseNotesSeenAnswer } from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/connection';
import { authOf } from '../../../http/auth';
import { nowIso, turkishDayOf } from '../../../http/clock';
import { releaseNotes } from './changelog';

const tags = ['release-notes'];

/**
 * The product's release notes ('Yenilikler') from CHANGELOG.md, for every signed-in user: each release with
 * `is_new` when it is dated after the day (in Türkiye) the user last opened them, and how many are new.
 */
export const releaseNoteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Read at start: a missing or malformed changelog stops the server here, never a request.
  const notes = releaseNotes();

  app.get('/release-notes', { schema: { tags, response: { 200: releaseNotesAnswer } } }, async (request) => {
    const { user } = authOf(request);
    const { release_notes_seen_at: seenAt } = await db
      .selectFrom('users')
      .select('release_notes_seen_at')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    const seenDay = seenAt ? turkishDayOf(seenAt) : null;
    const data = notes.map((note) => ({ ...note, is_new: seenDay === null || note.date > seenDay }));
    return { data, meta: { unseen: data.filter((note) => note.is_new).length } };
  });

  // The user's own mark (no catalogue permission): it changes only their row, so it is not an audited write.
  app.post(
    '/release-notes/seen',
    { config: { permission: 'self' }, schema: { tags, response: { 200: releaseNotesSeenAnswer } } },
    async (request) => {
      const { user } = authOf(request);
      const at = nowIso();
      await db
        .transaction()
        .execute((trx) =>
          trx.updateTable('users').set({ release_notes_seen_at: at }).where('id', '=', user.id).execute(),
        );
      return { data: { release_notes_seen_at: at } };
    },
  );
};
