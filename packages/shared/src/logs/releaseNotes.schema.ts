import { z } from 'zod';
import { dateText, timestamp } from '../common/responses';

/** The areas a release note's lines are grouped by, in CHANGELOG.md as '### Yeni', '### İyileştirme', '### Düzeltme'. */
export const RELEASE_NOTE_KINDS = ['new', 'improvement', 'fix'] as const;
export type ReleaseNoteKind = (typeof RELEASE_NOTE_KINDS)[number];

/** One group of a release note: its kind and its lines (Turkish, as written in CHANGELOG.md). */
export const releaseNoteGroup = z.object({ kind: z.enum(RELEASE_NOTE_KINDS), items: z.array(z.string()) });

/** One release of CHANGELOG.md: its version, day, Turkish title and grouped lines. */
export const releaseNote = z.object({
  version: z.string(),
  date: dateText,
  title: z.string(),
  groups: z.array(releaseNoteGroup),
});
export type ReleaseNote = z.infer<typeof releaseNote>;

/** A release as the signed-in user sees it: `is_new` when it is dated after they last opened the notes. */
export const releaseNoteRow = releaseNote.extend({ is_new: z.boolean() });
export type ReleaseNoteRow = z.infer<typeof releaseNoteRow>;

/** `GET /release-notes`: every release, newest first, and how many the user has not seen. */
export const releaseNotesAnswer = z.object({
  data: z.array(releaseNoteRow),
  meta: z.object({ unseen: z.number().int() }),
});
export type ReleaseNotesAnswer = z.infer<typeof releaseNotesAnswer>;

/** `POST /release-notes/seen`: when the user saw them (every release up to now is no longer new). */
export const releaseNotesSeenAnswer = z.object({ data: z.object({ release_notes_seen_at: timestamp }) });
