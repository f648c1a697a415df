import type { ReportCommentBody } from '@site/shared';
import type { Period } from '../../../accounting/period';
import type { Db } from '../../../db/connection';
import { nowIso } from '../../../http/clock';
import { invalid } from '../../../http/errors';
import { ACTION } from '../../../kernel/actionLog';
import { type Actor, logChange } from '../../../kernel/changeLog';

const NOT_FOUND = 'Öğe bulunamadı.';
const LINE_KEY = /^(income_type|expense_type|other_income):([0-9]{1,9})$/;

/** A line the complex has: one of its (or the system's) income or expense types, or one of its other incomes. */
async function assertLineOfCluster(db: Db, clusterId: number, lineKey: string): Promise<void> {
  const match = LINE_KEY.exec(lineKey);
  if (!match) throw invalid('line_key', NOT_FOUND);
  const id = Number(match[2]);
  const found =
    match[1] === 'other_income'
      ? await db
          .selectFrom('other_incomes')
          .select('id')
          .where('id', '=', id)
          .where('cluster_id', '=', clusterId)
          .executeTakeFirst()
      : await db
          .selectFrom(match[1] === 'income_type' ? 'income_types' : 'expense_types')
          .select('id')
          .where('id', '=', id)
          .where((eb) => eb.or([eb('cluster_id', '=', clusterId), eb('cluster_id', 'is', null)]))
          .executeTakeFirst();
  if (!found) throw invalid('line_key', NOT_FOUND);
}

/** The comments of a complex's report for one period, by line. */
export async function commentsOf(db: Db, clusterId: number, report: string, period: Period) {
  if (period.from === null) return new Map<string, string>();
  const rows = await db
    .selectFrom('report_comments')
    .select(['line_key', 'comment'])
    .where('cluster_id', '=', clusterId)
    .where('report', '=', report)
    .where('date_from', '=', period.from)
    .where('date_to', '=', period.to)
    .execute();
  return new Map(rows.map((r) => [r.line_key, r.comment]));
}

/**
 * Writes (or with an empty text deletes) the comment of one line of a complex's report for one period, with
 * its action-log entry, in one transaction. Returns the comment, or null once deleted.
 */
export async function saveReportComment(db: Db, clusterId: number, body: ReportCommentBody, actor: Actor) {
  if (body.date_from > body.date_to) {
    throw invalid('date_from', 'Başlangıç tarihi bitiş tarihinden sonra olamaz.');
  }
  await assertLineOfCluster(db, clusterId, body.line_key);
  const text = (body.comment ?? '').trim();
  return db.transaction().execute(async (trx) => {
    const line = {
      cluster_id: clusterId,
      report: body.report,
      line_key: body.line_key,
      date_from: body.date_from,
      date_to: body.date_to,
    };
    const existing = await trx
      .selectFrom('report_comments')
      .selectAll()
      .where('cluster_id', '=', clusterId)
      .where('report', '=', body.report)
      .where('line_key', '=', body.line_key)
      .where('date_from', '=', body.date_from)
      .where('date_to', '=', body.date_to)
      .executeTakeFirst();
    const log = (id: number, action: (typeof ACTION)[keyof typeof ACTION], after: Record<string, unknown> | null) =>
      logChange(trx, actor, {
        clusterId,
        entityType: 'report_comment',
        entityId: id,
        action,
        before: existing ? { ...existing } : null,
        after,
      });
    if (!text) {
      if (!existing) return null;
      await trx.deleteFrom('report_comments').where('id', '=', existing.id).execute();
      await log(existing.id, ACTION.delete, null);
      return null;
    }
    const now = nowIso();
    const saved = existing
      ? await trx
          .updateTable('report_comments')
          .set({ comment: text, updated_by: actor.userId, updated_at: now })
          .where('id', '=', existing.id)
          .returningAll()
          .executeTakeFirstOrThrow()
      : await trx
          .insertInto('report_comments')
          .values({
            ...line,
            comment: text,
            created_by: actor.userId,
            updated_by: actor.userId,
            created_at: now,
            updated_at: now,
          })
          // A save of the same line at the same moment is the same comment, not an error.
          .onConflict((oc) =>
            oc
              .columns(['cluster_id', 'report', 'line_key', 'date_from', 'date_to'])
              .doUpdateSet({ comment: text, updated_by: actor.userId, updated_at: now }),
          )
          .returningAll()
          .executeTakeFirstOrThrow();
    await log(saved.id, existing ? ACTION.update : ACTION.create, { ...saved });
    return {
      id: saved.id,
      line_key: saved.line_key,
      date_from: saved.date_from,
      date_to: saved.date_to,
      comment: saved.comment,
    };
  });
}
