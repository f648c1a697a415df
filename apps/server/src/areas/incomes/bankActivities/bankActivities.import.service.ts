import type { BankColumnMapping, BankStatementImportResult } from '@site/shared';
import type { Db } from '../../../db/connection';
import { foldTurkish } from '../../../db/turkish';
import { nowIso } from '../../../http/clock';
import { HttpError, invalid } from '../../../http/errors';
import { ACTION, writeActionLog } from '../../../kernel/actionLog';
import {
  existingReferences,
  findMapping,
  insertActivities,
  insertImport,
  loadMatchContext,
  type NewActivity,
  saveMapping,
} from './bankActivities.import.repository';
import { createMatcher, matchFold } from './bankActivities.matcher';
import { type Actor, kurusOrNull } from './bankActivities.service';
import { readRows } from './bankStatement.file';
import { MISSING_COLUMN_MESSAGE, StatementError } from './bankStatement.limits';
import { closingLine, locateTable, missingColumns, readLines, sampleOf, withReferences } from './bankStatement.parser';
import type { Cell } from './bankStatement.values';

export type ImportInput = {
  clusterId: number;
  bankAccountId: number;
  fileName: string;
  bytes: Buffer;
  /** Sent by the mapping dialog; saved for every later import of the bank account. */
  mapping: BankColumnMapping | null;
  /** Asks for the mapping again even though one is saved (the columns of the bank's file changed). */
  remap: boolean;
};

const fileError = (error: unknown): never => {
  if (error instanceof StatementError) throw invalid('file', error.message);
  throw error;
};

/**
 * Imports a statement: the first time for a bank account (or when its columns changed) it answers with
 * the headers and first rows so the user can map them; then every new line is stored with a suggestion,
 * and lines already imported (same reference on the account) are skipped.
 */
export async function importStatement(db: Db, input: ImportInput, actor: Actor): Promise<BankStatementImportResult> {
  let rows: Cell[][];
  try {
    rows = await readRows(input.bytes);
  } catch (error) {
    return fileError(error);
  }
  let table: ReturnType<typeof locateTable>;
  try {
    table = locateTable(rows);
  } catch (error) {
    return fileError(error);
  }
  const saved = await findMapping(db, input.bankAccountId);
  const mapping = input.mapping ?? (input.remap ? null : saved);
  const missing = mapping ? missingColumns(table.headers, mapping) : [];
  if (!mapping || (missing.length && !input.mapping)) {
    return {
      needs_mapping: true,
      headers: table.headers,
      sample: sampleOf(table),
      mapping: mapping ?? saved,
      missing_columns: missing,
    };
  }
  if (missing.length) {
    const field = Object.entries(mapping).find(([, name]) => name === missing[0])?.[0] ?? 'activity_on';
    throw new HttpError(422, MISSING_COLUMN_MESSAGE(missing[0]), {
      [`mapping.${field}`]: [MISSING_COLUMN_MESSAGE(missing[0])],
    });
  }

  let lines: ReturnType<typeof withReferences>;
  try {
    lines = withReferences(readLines(table, mapping));
  } catch (error) {
    return fileError(error);
  }
  const closing = closingLine(lines);
  const statementOn = closing.activity_on;
  const closingBalance = closing.balance_after;

  // Lines of the file that are new: not on the account yet, and the first of any repeated reference.
  const known = await existingReferences(
    db,
    input.bankAccountId,
    lines.map((l) => l.reference_no),
  );
  const fresh = lines.filter((line) => {
    if (known.has(line.reference_no)) return false;
    known.add(line.reference_no);
    return true;
  });

  const suggest = createMatcher(await loadMatchContext(db, input.clusterId));
  const now = nowIso();
  let suggested = 0;
  const newRows: NewActivity[] = fresh.map((line) => {
    const suggestion = suggest(line);
    if (suggestion) suggested++;
    const text = [line.sender_name, line.description, line.iban, line.reference_no].filter(Boolean).join(' ');
    const folded = foldTurkish(text);
    const ascii = matchFold(text);
    return {
      cluster_id: input.clusterId,
      bank_account_id: input.bankAccountId,
      import_id: null,
      reference_no: line.reference_no,
      activity_on: line.activity_on,
      amount: line.amount,
      balance_after: line.balance_after,
      identity_number: line.identity_number,
      tax_number: line.tax_number,
      iban: line.iban,
      sender_name: line.sender_name,
      description: line.description,
      suggested_house_id: suggestion?.house_id ?? null,
      suggested_resident_id: suggestion?.resident_id ?? null,
      confidence: suggestion?.confidence ?? 0,
      suggestion_reason: suggestion?.reason ?? null,
      // Both spellings, so 'ismail' finds a bank's 'ISMAIL' as well as 'İsmail'.
      search: folded === ascii ? folded : `${folded} ${ascii}`,
      created_at: now,
      updated_at: now,
    };
  });

  return db.transaction().execute(async (trx) => {
    if (input.mapping) await saveMapping(trx, input.bankAccountId, input.mapping);
    const importId = await insertImport(trx, {
      cluster_id: input.clusterId,
      bank_account_id: input.bankAccountId,
      file_name: input.fileName.slice(0, 255),
      row_count: lines.length,
      closing_balance: closingBalance,
      statement_on: statementOn,
      created_by: actor.userId,
    });
    const inserted = await insertActivities(
      trx,
      newRows.map((row) => ({ ...row, import_id: importId })),
    );
    const result = {
      needs_mapping: false as const,
      import_id: importId,
      row_count: lines.length,
      new_count: inserted,
      skipped_count: lines.length - inserted,
      suggested_count: suggested,
      closing_balance: kurusOrNull(closingBalance),
      statement_on: statementOn,
    };
    // One entry per statement: its lines are listed under the import id.
    await writeActionLog(trx, {
      userId: actor.userId,
      clusterId: input.clusterId,
      entityType: 'bank_statement_import',
      entityId: importId,
      action: ACTION.create,
      before: null,
      after: { bank_account_id: input.bankAccountId, file_name: input.fileName, ...result },
      pageUrl: actor.pageUrl,
      impersonatorId: actor.impersonatorId,
    });
    return result;
  });
}

/** Saves a bank account's column mapping (the import dialog's choice, or a correction). */
export async function updateMapping(
  db: Db,
  account: { id: number; cluster_id: number },
  mapping: BankColumnMapping,
  actor: Actor,
): Promise<void> {
  const before = await findMapping(db, account.id);
  await db.transaction().execute(async (trx) => {
    await saveMapping(trx, account.id, mapping);
    await writeActionLog(trx, {
      userId: actor.userId,
      clusterId: account.cluster_id,
      entityType: 'bank_account',
      entityId: account.id,
      action: ACTION.update,
      before: { column_mapping: before },
      after: { column_mapping: mapping },
      pageUrl: actor.pageUrl,
      impersonatorId: actor.impersonatorId,
    });
  });
}
