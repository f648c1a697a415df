import {
  ALREADY_MATCHED_MESSAGE,
  type BankColumnMapping,
  fromKurus,
  NOT_MATCHED_MESSAGE,
  OUTGOING_MESSAGE,
} from '@site/shared';
import { accountBalance } from '../../accounting/journal';
import type { Db } from '../../db/connection';
import { foldTurkish } from '../../db/turkish';
import { nowIso } from '../../http/clock';
import { HttpError, invalid, notFound } from '../../http/errors';
import { ACTION, writeActionLog } from '../actionLogs/actionLog';
import { createCollection, deleteCollection, validateCollectionLinks } from '../collections/collections.service';
import { createMatcher, matchFold } from './bankActivities.matcher';
import {
  type ActivityRow,
  bankAccountsWithStatements,
  closeOpenActivity,
  existingReferences,
  findMapping,
  houseLabel,
  insertActivities,
  insertImport,
  linkCollection,
  loadMatchContext,
  type NewActivity,
  rawActivity,
  saveMapping,
} from './bankActivities.repository';
import {
  type Cell,
  closingLine,
  locateTable,
  MISSING_COLUMN_MESSAGE,
  missingColumns,
  readLines,
  readRows,
  StatementError,
  sampleOf,
  withReferences,
} from './bankStatement.parser';

export type Actor = { userId: number; pageUrl: string | null };

type Row = Record<string, unknown>;

const money = (kurus: number | null) => (kurus === null ? null : fromKurus(Number(kurus)));

/** A list/show row as the API gives it: lira, flags as booleans, house labels. */
export function activityToApi(row: ActivityRow): Row {
  return {
    id: row.id,
    cluster_id: row.cluster_id,
    cluster_name: row.cluster_name,
    bank_account_id: row.bank_account_id,
    bank_account_name: row.bank_account_name,
    import_id: row.import_id,
    reference_no: row.reference_no,
    activity_on: row.activity_on,
    amount: money(row.amount),
    balance_after: money(row.balance_after),
    is_incoming: Number(row.amount) > 0,
    sender_name: row.sender_name,
    description: row.description,
    iban: row.iban,
    identity_number: row.identity_number,
    tax_number: row.tax_number,
    is_closed: row.is_closed === 1,
    suggested_house_id: row.suggested_house_id,
    suggested_house_label: houseLabel(row.suggested_block_name, row.suggested_door_number),
    suggested_resident_id: row.suggested_resident_id,
    suggested_resident_name: row.suggested_resident_name,
    confidence: Number(row.confidence),
    suggestion_reason: row.suggestion_reason,
    collection_id: row.collection_id,
    collected_on: row.collected_on,
    receipt_no: row.receipt_no,
    collection_house_id: row.collection_house_id,
    collection_house_label: houseLabel(row.collection_block_name, row.collection_door_number),
    collection_resident_id: row.collection_resident_id,
    collection_resident_name: row.collection_resident_name,
    created_at: row.created_at,
  };
}

/** The same row for an export: money stays in kuruş, the writer formats it. */
export function activityToExport(row: ActivityRow): Row {
  return {
    ...activityToApi(row),
    amount: Number(row.amount),
    balance_after: row.balance_after === null ? null : Number(row.balance_after),
  };
}

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

export type ImportResult =
  | {
      needs_mapping: true;
      headers: string[];
      sample: string[][];
      mapping: BankColumnMapping | null;
      missing_columns: string[];
    }
  | {
      needs_mapping: false;
      import_id: number;
      row_count: number;
      new_count: number;
      skipped_count: number;
      suggested_count: number;
      closing_balance: number | null;
      statement_on: string | null;
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
export async function importStatement(db: Db, input: ImportInput, actor: Actor): Promise<ImportResult> {
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
      closing_balance: money(closingBalance),
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
    });
  });
}

export type MatchItem = { id: number; house_id?: number | null; resident_id?: number | null };

/**
 * Turns one open incoming line into a collection for the house and/or payer, inside the caller's
 * transaction: the line is closed first (so a second, concurrent match of it fails), then the collection
 * writes the journal and pays the debts.
 */
async function matchOne(trx: Db, clusterId: number, item: MatchItem, actor: Actor): Promise<void> {
  const line = await rawActivity(trx, item.id);
  if (!line || line.cluster_id !== clusterId) throw notFound();
  if (line.is_closed === 1) throw invalid('id', ALREADY_MATCHED_MESSAGE);
  if (Number(line.amount) <= 0) throw invalid('id', OUTGOING_MESSAGE);
  const collection = {
    clusterId,
    houseId: item.house_id ?? null,
    residentId: item.resident_id ?? null,
    bankAccountId: line.bank_account_id,
    safeId: null,
    amount: Number(line.amount),
    collectedOn: line.activity_on,
    description: line.description,
    bankActivityId: line.id,
    createdBy: actor.userId,
  };
  await validateCollectionLinks(trx, collection);
  if (!(await closeOpenActivity(trx, line.id))) throw invalid('id', ALREADY_MATCHED_MESSAGE);
  const collectionId = await createCollection(trx, collection);
  await linkCollection(trx, line.id, collectionId);
  const after = await rawActivity(trx, line.id);
  await writeActionLog(trx, {
    userId: actor.userId,
    clusterId,
    entityType: 'bank_activity',
    entityId: line.id,
    action: ACTION.update,
    before: line,
    after: after ?? null,
    pageUrl: actor.pageUrl,
  });
}

export async function matchActivity(db: Db, clusterId: number, item: MatchItem, actor: Actor): Promise<void> {
  await db.transaction().execute((trx) => matchOne(trx, clusterId, item, actor));
}

/** Many lines in one transaction: one refused line (its errors under `items.<n>`) matches none. */
export async function matchActivities(db: Db, clusterId: number, items: MatchItem[], actor: Actor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [index, item] of items.entries()) {
      try {
        await matchOne(trx, clusterId, item, actor);
      } catch (error) {
        if (error instanceof HttpError && error.errors) {
          const errors = Object.fromEntries(
            Object.entries(error.errors).map(([field, messages]) => [`items.${index}.${field}`, messages]),
          );
          throw new HttpError(error.statusCode, error.message, errors);
        }
        throw error;
      }
    }
  });
}

/** Takes a match back: the collection and its journal go, the debts it paid are open again, the line reopens. */
export async function unmatchActivity(db: Db, id: number, actor: Actor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const line = await rawActivity(trx, id);
    if (!line) throw notFound();
    if (line.collection_id === null) throw invalid('id', NOT_MATCHED_MESSAGE);
    await deleteCollection(trx, line.collection_id);
    await trx
      .updateTable('bank_activities')
      .set({ is_closed: 0, collection_id: null, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
    const after = await rawActivity(trx, id);
    await writeActionLog(trx, {
      userId: actor.userId,
      clusterId: line.cluster_id,
      entityType: 'bank_activity',
      entityId: id,
      action: ACTION.update,
      before: line,
      after: after ?? null,
      pageUrl: actor.pageUrl,
    });
  });
}

/**
 * For each bank account of the complex: the latest statement's closing balance against the journal's
 * balance of the account on that date, and the lines still open.
 */
export async function balanceCheck(db: Db, clusterId: number) {
  const accounts = await bankAccountsWithStatements(db, clusterId);
  const result = [];
  for (const { account, statement, openCount, openTotal } of accounts) {
    const statementOn = statement?.statement_on ?? null;
    const closing = statement?.closing_balance ?? null;
    const journal = statementOn ? await accountBalance(db, clusterId, 'bank_account', account.id, statementOn) : null;
    const difference = closing !== null && journal !== null ? Number(closing) - journal : null;
    result.push({
      bank_account_id: account.id,
      bank_account_name: account.name,
      iban: account.iban,
      statement_on: statementOn,
      closing_balance: money(closing === null ? null : Number(closing)),
      journal_balance: money(journal),
      difference: money(difference),
      open_count: openCount,
      open_total: money(openTotal),
    });
  }
  return result;
}
