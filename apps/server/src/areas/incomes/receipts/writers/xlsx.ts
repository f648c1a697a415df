import { fromKurus } from '@site/shared';
import ExcelJS from 'exceljs';
import { neutralizeFormula } from '../../../../http/export/exportList';
import { fitInto, imageSize } from './imageSize';
import type { ReceiptCell, ReceiptWriter } from './types';

const MONEY_FORMAT = '#,##0.00 "₺"';
// Excel's paper codes (ECMA-376 §18.18.42): 9 is A4, 11 is A5.
const PAPER_CODE = { A4: 9, A5: 11 } as const;
/** Column widths in characters; a receipt is four columns: label, value, label, value (or amount). */
const WIDTHS = [16, 27, 15, 18];
const FONT = { name: 'Arial', size: 10 } as const;
const LINE_POINTS = 13;

/**
 * Wrapped lines a text needs in a cell `width` characters wide. Spreadsheet programs do not grow a row for
 * wrapped text by themselves, so the row height is set from this estimate.
 */
function linesNeeded(text: string, width: number): number {
  return text.split('\n').reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / width)), 0);
}

/**
 * The receipt as one sheet: copies one below the other, each ending in a page break, printed on the chosen
 * paper and fitted to its width. Text is written as text cells, amounts as numbers in lira with ₺ format.
 */
export const writeReceiptXlsx: ReceiptWriter = async (file, doc, { paper, copies }) => {
  const workbook = new ExcelJS.Workbook();
  workbook.title = doc.name;
  const sheet = workbook.addWorksheet(doc.name, {
    pageSetup: {
      paperSize: PAPER_CODE[paper],
      orientation: 'portrait',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      horizontalCentered: true,
      margins: { left: 0.4, right: 0.4, top: 0.4, bottom: 0.4, header: 0.2, footer: 0.2 },
    },
    views: [{ showGridLines: false }],
  });
  sheet.columns = WIDTHS.map((width) => ({ width }));
  const logoId = doc.logo
    ? workbook.addImage({ base64: doc.logo.data.toString('base64'), extension: doc.logo.type })
    : null;

  let r = 0;
  let row = sheet.getRow(1);
  const next = () => {
    row = sheet.getRow(++r);
    return row;
  };
  /** Writes a cell spanning columns `from`–`to`; text wraps and the row grows to show it. */
  const put = (
    from: number,
    value: ReceiptCell,
    style: { bold?: boolean; size?: number; align?: 'right' | 'center' } = {},
    to = from,
  ) => {
    const cell = row.getCell(from);
    if (typeof value === 'string') {
      cell.value = neutralizeFormula(value);
      const width = WIDTHS.slice(from - 1, to).reduce((a, b) => a + b, 0);
      const lines = linesNeeded(value, width * (FONT.size / (style.size ?? FONT.size)));
      if (lines > 1) row.height = Math.max(row.height ?? 0, lines * LINE_POINTS);
      cell.alignment = { wrapText: true, vertical: 'top', horizontal: style.align ?? 'left' };
    } else {
      cell.value = fromKurus(value.kurus);
      cell.numFmt = MONEY_FORMAT;
      cell.alignment = { vertical: 'top', horizontal: 'right' };
    }
    cell.font = { ...FONT, bold: style.bold, size: style.size ?? FONT.size };
    if (to > from) sheet.mergeCells(r, from, r, to);
    return cell;
  };
  const underline = (from: number, to: number, color = 'FF808080') => {
    for (let c = from; c <= to; c++) row.getCell(c).border = { bottom: { style: 'thin', color: { argb: color } } };
  };

  // The money column is D; with three columns the middle one spans B:C, with two the text spans A:C.
  const spans: [number, number][] =
    doc.table.columns.length === 3
      ? [
          [1, 1],
          [2, 3],
          [4, 4],
        ]
      : [
          [1, 3],
          [4, 4],
        ];

  for (let copy = 0; copy < copies; copy++) {
    const first = r + 1;
    doc.company.forEach((line, i) => {
      next();
      put(1, line, i === 0 ? { bold: true, size: 12 } : {}, 3);
    });
    if (logoId !== null && doc.logo) {
      sheet.addImage(logoId, {
        tl: { col: 3, row: first - 1 },
        ext: fitInto(imageSize(doc.logo.data), { width: 120, height: 50 }),
      });
    }
    next();
    next();
    put(1, doc.title, { bold: true, size: 14, align: 'center' }, 4);
    row.height = 22;
    next();

    for (let i = 0; i < doc.fields.length; i += 2) {
      next();
      doc.fields.slice(i, i + 2).forEach(([label, value], j) => {
        put(1 + j * 2, label, { bold: true });
        put(2 + j * 2, value);
      });
    }
    next();

    next();
    doc.table.columns.forEach((column, i) => {
      const [from, to] = spans[i];
      put(from, column.header, { bold: true, align: column.money ? 'right' : undefined }, to);
    });
    underline(1, 4, 'FF000000');
    for (const cells of doc.table.rows) {
      next();
      cells.forEach((value, i) => {
        put(spans[i][0], value, {}, spans[i][1]);
      });
      underline(1, 4);
    }

    next();
    put(3, doc.total.label, { bold: true, align: 'right' });
    put(4, { kurus: doc.total.kurus }, { bold: true });
    next();
    put(1, `${doc.words.label}:`, { bold: true });
    put(2, doc.words.text, {}, 4);
    next();
    next();

    next();
    doc.signatures.forEach((label, i) => {
      put(i * 2 + 1, label, { bold: true, align: 'center' }, i * 2 + 2);
    });
    next();
    row.height = 36;
    doc.signatures.forEach((_, i) => {
      const cell = put(i * 2 + 1, 'İmza', { align: 'center' }, i * 2 + 2);
      cell.alignment = { horizontal: 'center', vertical: 'bottom' };
      cell.font = { ...FONT, color: { argb: 'FF666666' } };
    });
    if (copy < copies - 1) row.addPageBreak();
  }
  sheet.pageSetup.printArea = `A1:D${r}`;
  await workbook.xlsx.writeFile(file);
};
