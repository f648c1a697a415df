import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import * as XLSX from '@e965/xlsx';
import { fromKurus } from '@site/shared';
import ExcelJS from 'exceljs';
import type { TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { type Cell, ColumnWidths, displayText, toCells } from '../../../http/export/cells';
import { type ExportColumn, type ExportRow, neutralizeFormula, slug } from '../../../http/export/exportList';
import { ensureMimetypeFirst } from '../../../http/export/odfZip';
import { renderPdf } from '../../../http/export/pdf';
import type { FileStorage } from '../../../storage/fileStorage';

/**
 * A statement file: unlike a list export it opens with a title block (account, period) and its opening,
 * total and closing lines stand out, so it is written here with the same libraries as exportList.
 */
export type StatementFile = {
  type: 'xlsx' | 'ods' | 'pdf';
  title: string;
  subtitle: string;
  /** Only text, date ('YYYY-MM-DD') and money (kuruş) columns. */
  columns: ExportColumn[];
  /** The lines; those with `summary: true` (opening, totals, closing) are bold. */
  rows: ExportRow[];
  files: FileStorage;
};

const createdLabel = () =>
  `Oluşturulma: ${new Intl.DateTimeFormat('tr-TR', {
    timeZone: 'Europe/Istanbul',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date())}`;

/** The title block, the header, the lines as typed cells (`summary` in bold) and the column widths in characters. */
type Sheet = { head: string[]; header: string[]; body: { cells: Cell[]; summary: boolean }[]; widths: number[] };

function sheetOf(file: StatementFile): Sheet {
  const body = file.rows.map((line) => ({ cells: toCells(line, file.columns), summary: line.summary === true }));
  const widths = new ColumnWidths(file.columns);
  for (const line of body) widths.add(line.cells);
  return {
    head: [file.title, file.subtitle, createdLabel()],
    header: file.columns.map((c) => c.header),
    body,
    widths: widths.characters(),
  };
}

const XLSX_MONEY_FORMAT = '#,##0.00 ₺';

async function writeXlsx(target: string, sheet: Sheet): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('Hesap Ekstresi');
  ws.columns = sheet.widths.map((width) => ({ width }));
  sheet.head.forEach((text, i) => {
    const row = ws.addRow([neutralizeFormula(text)]);
    row.font = i === 0 ? { bold: true, size: 14 } : { size: 10, color: { argb: 'FF555555' } };
  });
  ws.addRow([]);
  ws.addRow(sheet.header).font = { bold: true };
  for (const line of sheet.body) {
    const row = ws.addRow([]);
    line.cells.forEach((cell, i) => {
      const target = row.getCell(i + 1);
      if (cell.t === 'text') target.value = neutralizeFormula(cell.text);
      else if (cell.t === 'money') {
        target.value = fromKurus(cell.kurus);
        target.numFmt = XLSX_MONEY_FORMAT;
      } else if (cell.t === 'date') {
        target.value = cell.at;
        target.numFmt = 'dd.mm.yyyy';
      }
    });
    if (line.summary) row.font = { bold: true };
  }
  await workbook.xlsx.writeFile(target);
}

async function writeOds(target: string, sheet: Sheet): Promise<void> {
  const aoa: unknown[][] = [
    ...sheet.head.map((text) => [neutralizeFormula(text)]),
    [],
    sheet.header,
    ...sheet.body.map((line) =>
      line.cells.map((cell) => {
        if (cell.t === 'money') return { t: 'n', v: fromKurus(cell.kurus), z: '#,##0.00' };
        // SheetJS cannot write a dd.MM.yyyy date style to ODS, so dates go as their Turkish text.
        if (cell.t === 'date') return cell.text;
        return cell.t === 'text' ? neutralizeFormula(cell.text) : null;
      }),
    ),
  ];
  const ws = XLSX.utils.aoa_to_sheet(aoa);
  ws['!cols'] = sheet.widths.map((wch) => ({ wch }));
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, ws, 'Hesap Ekstresi');
  const zip = XLSX.write(workbook, { bookType: 'ods', type: 'buffer', compression: true }) as Buffer;
  await fs.promises.writeFile(target, ensureMimetypeFirst(zip));
}

async function writePdf(target: string, sheet: Sheet, columns: ExportColumn[]): Promise<void> {
  const right = (i: number) => columns[i].kind === 'money';
  const body: TableCell[][] = [
    sheet.header.map((text, i) => ({ text, bold: true, fillColor: '#eeeeee', alignment: right(i) ? 'right' : 'left' })),
    ...sheet.body.map((line) =>
      line.cells.map((cell, i) => ({
        text: displayText(cell),
        bold: line.summary,
        noWrap: cell.t === 'money' || cell.t === 'date',
        alignment: right(i) ? ('right' as const) : ('left' as const),
      })),
    ),
  ];
  const definition: TDocumentDefinitions = {
    pageSize: 'A4',
    pageOrientation: columns.length > 7 ? 'landscape' : 'portrait',
    pageMargins: [28, 32, 28, 36],
    info: { title: sheet.head[0] },
    defaultStyle: { font: 'Roboto', fontSize: 8 },
    content: [
      { text: sheet.head[0], fontSize: 14, bold: true, margin: [0, 0, 0, 2] },
      { text: sheet.head[1], fontSize: 9, margin: [0, 0, 0, 2] },
      { text: sheet.head[2], fontSize: 7, color: '#666666', margin: [0, 0, 0, 8] },
      {
        table: {
          headerRows: 1,
          // The description takes the free width; dates, figures and names what they need.
          widths: columns.map((c) => (c.key === 'description' ? '*' : 'auto')),
          body,
        },
        layout: 'lightHorizontalLines',
      },
    ],
  };
  await renderPdf(definition, target, { right: 28 });
}

/** Writes the statement to `files` and returns its unguessable file name (see files.routes.ts). */
export async function writeStatement(file: StatementFile): Promise<string> {
  const fileName = `${slug(file.title)}-${randomUUID()}.${file.type}`;
  const sheet = sheetOf(file);
  await file.files.create(fileName, async (target) => {
    if (file.type === 'xlsx') await writeXlsx(target, sheet);
    else if (file.type === 'ods') await writeOds(target, sheet);
    else await writePdf(target, sheet, file.columns);
  });
  return fileName;
}
