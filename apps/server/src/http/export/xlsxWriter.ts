import { once } from 'node:events';
import fs from 'node:fs';
import { fromKurus } from '@site/shared';
import ExcelJS from 'exceljs';
import { type Cell, ColumnWidths, sheetName, toCells } from './cells';
import type { ExportColumn, ExportRow, Writer } from './exportTypes';
import { FORMULA_START, neutralizeFormula } from './formulaText';
import { installQuotePrefixStyle } from './quotePrefix';

const XLSX_MONEY_FORMAT = '#,##0.00 ₺';
// Positive (owed) ; negative (in credit, shown without its sign) ; zero.
const XLSX_BALANCE_FORMAT = '#,##0.00 "₺ (B)";#,##0.00 "₺ (A)";0.00 "₺"';
const XLSX_DATE_FORMAT = 'dd.mm.yyyy';
const XLSX_DATETIME_FORMAT = 'dd.mm.yyyy hh:mm';

const WIDTH_SAMPLE_ROWS = 200;

/** XLSX through exceljs's streaming writer: rows go to disk as they come, so there is no row cap. */
export const writeXlsx: Writer = async (file, title, columns, rows) => {
  // The file is opened here, not lazily by exceljs: a source failing early must not let the file appear
  // after writeExport has removed it.
  const stream = fs.createWriteStream(file);
  await once(stream, 'open');
  try {
    await writeXlsxTo(stream, title, columns, rows);
  } catch (error) {
    // Writes exceljs still has queued fail once the stream is gone; the source's error is the one to report.
    stream.on('error', () => {});
    await new Promise<void>((resolve) => {
      if (stream.closed) resolve();
      else stream.once('close', () => resolve());
      stream.destroy();
    });
    throw error;
  }
};

installQuotePrefixStyle();

async function writeXlsxTo(
  stream: fs.WriteStream,
  title: string,
  columns: ExportColumn[],
  rows: AsyncIterator<ExportRow>,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName(title), { views: [{ state: 'frozen', ySplit: 1 }] });

  // Column widths must be written before the first row, so they come from the first rows only.
  const sample: Cell[][] = [];
  const widths = new ColumnWidths(columns);
  while (sample.length < WIDTH_SAMPLE_ROWS) {
    const next = await rows.next();
    if (next.done) break;
    const cells = toCells(next.value, columns);
    widths.add(cells);
    sample.push(cells);
  }
  const characters = widths.characters();
  sheet.columns = columns.map((column, i) => ({ key: column.key, width: characters[i] }));

  const header = sheet.addRow(columns.map((c) => neutralizeFormula(c.header)));
  header.font = { name: 'Calibri', size: 11, bold: true };
  header.commit();

  const addRow = (cells: Cell[]) => {
    const row = sheet.addRow([]);
    cells.forEach((cell, i) => {
      const target = row.getCell(i + 1);
      switch (cell.t) {
        case 'empty':
          return;
        case 'text':
          // A string cell is never a formula; the quote-prefix style keeps it text when edited, and the cell
          // shows exactly the text ('+90 533 …', not "'+90 533 …").
          target.value = cell.text;
          if (FORMULA_START.test(cell.text)) target.style = { ...target.style, quotePrefix: true } as ExcelJS.Style;
          return;
        case 'money':
        case 'balance':
          target.value = fromKurus(cell.kurus);
          target.numFmt = cell.t === 'money' ? XLSX_MONEY_FORMAT : XLSX_BALANCE_FORMAT;
          return;
        case 'number':
          target.value = cell.value;
          return;
        case 'date':
          target.value = cell.at;
          target.numFmt = cell.withTime ? XLSX_DATETIME_FORMAT : XLSX_DATE_FORMAT;
          return;
      }
    });
    row.commit();
  };
  for (const cells of sample) addRow(cells);
  for (let next = await rows.next(); !next.done; next = await rows.next()) addRow(toCells(next.value, columns));

  sheet.commit();
  await workbook.commit();
}
