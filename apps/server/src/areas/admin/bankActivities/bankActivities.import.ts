import type { BankColumnMapping, SaasBankColumnMapping, SaasBankImportResult } from '@site/shared';
import type { Insertable } from 'kysely';
import type { Db } from '../../../db/connection';
import type { SaasBankActivitiesTable } from '../../../db/tables/saasBank';
import { foldTurkish } from '../../../db/turkish';
import { nowIso } from '../../../http/clock';
import { HttpError, invalid } from '../../../http/errors';
import { ACTION } from '../../../kernel/actionLog';
import { type Actor, logChange } from '../../../kernel/changeLog';
import { locateTable, readLines, readRows, sampleOf, statementLimits, withReferences } from '../../incomes';
import { guessMapping } from './bankActivities.guess';
import { asciiFold, createMatcher, ibanInText, loadCustomers, numbersInText } from './bankActivities.matcher';

// The seller's statement read with the complexes' statement reader: each new line stored with the customer
// it looks to be from; lines already imported (same reference) are skipped.

export type ImportInput = { fileName: string; bytes: Buffer; mapping: SaasBankColumnMapping | null };

/** Lines matched and inserted between two turns of the event loop, so other requests are answered meanwhile. */
const LINES_PER_TURN = 500;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A problem of the file is a 422 on `file`; anything else is a fault. */
function asFileError(error: unknown): never {
  if (error instanceof statementLimits.StatementError) throw invalid('file', error.message);
  throw error;
}

/** The complexes' mapping of one identity column: the reader sorts 10 digits into VKN and 11 into TCKN. */
function readerMapping(mapping: SaasBankColumnMapping, identityColumn: string | null | undefined): BankColumnMapping {
  return {
    activity_on: mapping.activity_on,
    amount: mapping.amount,
    debit: mapping.debit,
    credit: mapping.credit,
    description: mapping.description,
    reference_no: mapping.reference_no,
    sender_name: mapping.sender_name,
    iban: mapping.iban,
    identity_number: identityColumn,
    balance_after: null,
  };
}

function missingColumns(headers: string[], mapping: SaasBankColumnMapping): string[] {
  return Object.values(mapping).filter(
    (name): name is string => typeof name === 'string' && name !== '' && !headers.includes(name),
  );
}

function statementLines(table: ReturnType<typeof locateTable>, mapping: SaasBankColumnMapping) {
  const first = readLines(table, readerMapping(mapping, mapping.identity_number ?? mapping.tax_number));
  if (!(mapping.identity_number && mapping.tax_number)) return first;
  // Both columns: the VKN column read apart, line by line in the same order.
  const second = readLines(table, readerMapping(mapping, mapping.tax_number));
  return first.map((line, i) => ({
    ...line,
    tax_number: line.tax_number ?? second[i]?.tax_number ?? null,
    identity_number: line.identity_number ?? second[i]?.identity_number ?? null,
  }));
}

/** Reads the statement, then stores its new lines with their suggestions. */
export async function importStatement(db: Db, input: ImportInput, actor: Actor): Promise<SaasBankImportResult> {
  let table: ReturnType<typeof locateTable>;
  try {
    table = locateTable(await readRows(input.bytes));
  } catch (error) {
    return asFileError(error);
  }
  const guessed = guessMapping(table.headers);
  const mapping = input.mapping ?? guessed;
  if (!mapping) {
    return {
      needs_mapping: true,
      headers: table.headers,
      sample: sampleOf(table),
      mapping: guessMapping(table.headers, true) ?? {},
    };
  }
  const missing = missingColumns(table.headers, mapping);
  if (missing.length) {
    const field = Object.entries(mapping).find(([, name]) => name === missing[0])?.[0] ?? 'activity_on';
    const message = statementLimits.MISSING_COLUMN_MESSAGE(missing[0]);
    throw new HttpError(422, message, { [`mapping.${field}`]: [message] });
  }

  let lines: ReturnType<typeof withReferences>;
  try {
    lines = withReferences(statementLines(table, mapping));
  } catch (error) {
    return asFileError(error);
  }
  // A line of the file is new when its reference is not stored yet and it is the first of its reference.
  const known = new Set<string>();
  const references = lines.map((l) => l.reference_no);
  for (let i = 0; i < references.length; i += LINES_PER_TURN) {
    const rows = await db
      .selectFrom('saas_bank_activities')
      .select('reference_no')
      .where('reference_no', 'in', references.slice(i, i + LINES_PER_TURN))
      .execute();
    for (const row of rows) known.add(row.reference_no);
  }
  const fresh = lines.filter((line) => {
    if (known.has(line.reference_no)) return false;
    known.add(line.reference_no);
    return true;
  });

  const suggest = createMatcher(await loadCustomers(db));
  const now = nowIso();
  let suggested = 0;
  const rows: Insertable<SaasBankActivitiesTable>[] = [];
  for (const [i, line] of fresh.entries()) {
    if (i > 0 && i % LINES_PER_TURN === 0) await nextTurn();
    // Without the statement's own columns, the numbers and the IBAN are looked for in the description.
    const written = numbersInText(line.description);
    const values = {
      identity_number: line.identity_number ?? written.identity_number,
      tax_number: line.tax_number ?? written.tax_number,
      iban: line.iban ?? ibanInText(line.description),
    };
    const suggestion = suggest({ amount: line.amount, description: line.description, ...values });
    if (suggestion) suggested++;
    const text = [line.description, line.sender_name, values.tax_number, values.identity_number, values.iban]
      .filter(Boolean)
      .join(' ');
    const folded = foldTurkish(`${text} ${line.reference_no}`);
    const ascii = asciiFold(text);
    rows.push({
      reference_no: line.reference_no,
      activity_on: line.activity_on,
      amount: line.amount,
      ...values,
      description: [line.sender_name, line.description].filter(Boolean).join(' - ').slice(0, 1000) || null,
      suggested_customer_id: suggestion?.customer_id ?? null,
      match_confidence: suggestion?.confidence ?? null,
      search: `${folded} ${ascii}`.slice(0, 3000),
      created_at: now,
      updated_at: now,
    });
  }

  return db.transaction().execute(async (trx) => {
    let inserted = 0;
    for (let i = 0; i < rows.length; i += LINES_PER_TURN) {
      const chunk = rows.slice(i, i + LINES_PER_TURN);
      // A line another import stored meanwhile is skipped, not an error.
      const result = await trx
        .insertInto('saas_bank_activities')
        .values(chunk)
        .onConflict((oc) => oc.column('reference_no').doNothing())
        .executeTakeFirst();
      inserted += Number(result.numInsertedOrUpdatedRows ?? chunk.length);
    }
    const answer = {
      needs_mapping: false as const,
      row_count: lines.length,
      new_count: inserted,
      skipped_count: lines.length - inserted,
      suggested_count: suggested,
    };
    await logChange(trx, actor, {
      clusterId: null,
      entityType: 'saas_bank_statement_import',
      entityId: 0,
      action: ACTION.create,
      before: null,
      after: { file_name: input.fileName, ...answer },
    });
    return answer;
  });
}
