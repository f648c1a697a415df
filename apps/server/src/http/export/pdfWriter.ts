import { formatBalance, formatMoney } from '@site/shared';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { HttpError } from '../errors';
import { type Cell, displayText, numberFormat, pad, toCells, wallClock } from './cells';
import type { ExportColumn, Writer } from './exportTypes';
import { renderPdf } from './pdf';

const RIGHT_ALIGNED = new Set<ExportColumn['kind']>(['money', 'balance', 'number']);

/**
 * pdfmake lays a document out in memory on the request's thread: 20,000 rows take seconds and hundreds of
 * megabytes, during which the server answers no one. Longer lists go to XLSX or ODS, which stream.
 */
export const PDF_MAX_ROWS = 5_000;
/** Page margins left and right, in points (about 1 cm). */
export const PDF_MARGIN = 28;
export const PDF_TOO_LONG =
  'PDF en fazla 5.000 satır içerebilir. Daha uzun listeleri süzün ya da XLSX veya ODS olarak dışa aktarın.';

/** A word this long (an e-mail address, a reference) may break anywhere, so it cannot push the table off the page. */
const LONG_WORD = /\S{25,}/;

function pdfCell(cell: Cell, column: ExportColumn): TableCell {
  const text = displayText(cell);
  const alignment = RIGHT_ALIGNED.has(column.kind) ? 'right' : 'left';
  if (cell.t === 'text') return LONG_WORD.test(text) ? { text, wordBreak: 'break-all' } : text;
  return { text, noWrap: true, alignment };
}

/** The footer row: the record count under the first column, the screen's sums under theirs. */
function pdfTotalsRow(columns: ExportColumn[], count: number, totals: Record<string, number>): TableCell[] {
  return columns.map((column, i) => {
    const total = totals[column.key];
    const text =
      i === 0
        ? `Toplam ${numberFormat.format(count)} kayıt`
        : typeof total !== 'number' || !Number.isFinite(total)
          ? ''
          : column.kind === 'money'
            ? formatMoney(total)
            : column.kind === 'balance'
              ? formatBalance(total)
              : numberFormat.format(total);
    return { text, bold: true, noWrap: i > 0, alignment: i > 0 && RIGHT_ALIGNED.has(column.kind) ? 'right' : 'left' };
  });
}

/**
 * PDF through pdfmake: the title, the complex and the time it was made, then one table whose header row
 * repeats on every page and whose last row holds the screen's totals.
 */
export const writePdf: Writer = async (file, title, columns, rows, summary) => {
  const headerRow: TableCell[] = columns.map((c) => ({
    text: c.header,
    style: 'tableHeader',
    alignment: RIGHT_ALIGNED.has(c.kind) ? 'right' : 'left',
  }));
  const body: TableCell[][] = [headerRow];
  for (let next = await rows.next(); !next.done; next = await rows.next()) {
    if (body.length > PDF_MAX_ROWS) throw new HttpError(422, PDF_TOO_LONG, { export_type: [PDF_TOO_LONG] });
    const cells = toCells(next.value, columns);
    body.push(cells.map((cell, i) => pdfCell(cell, columns[i])));
  }
  const count = body.length - 1;
  if (summary.totals && Object.keys(summary.totals).length > 0) body.push(pdfTotalsRow(columns, count, summary.totals));
  const now = wallClock(new Date());
  const created = `${pad(now.d)}.${pad(now.m)}.${now.y} ${pad(now.h)}:${pad(now.min)}`;
  const subtitle = [
    summary.clusterName ? `Site: ${summary.clusterName}` : null,
    summary.period ? `Dönem: ${summary.period}` : null,
    `Oluşturulma: ${created}`,
  ]
    .filter(Boolean)
    .join('   ·   ');
  const heading: Content = [
    { text: title, style: 'title' },
    { text: subtitle, style: 'subtitle' },
  ];
  const content: Content = [
    summary.logo
      ? {
          columns: [
            {
              image: `data:image/${summary.logo.type};base64,${summary.logo.data.toString('base64')}`,
              fit: [90, 40],
              width: 100,
            },
            { stack: heading, width: '*' },
          ],
        }
      : { stack: heading },
    {
      table: {
        headerRows: 1,
        // Text columns share the free width; figures and dates take what they need.
        widths: columns.map((c) => (c.kind && c.kind !== 'text' ? 'auto' : '*')),
        body,
      },
      layout: 'lightHorizontalLines',
    },
  ];
  if (!summary.totals || Object.keys(summary.totals).length === 0)
    content.push({ text: `Toplam ${numberFormat.format(count)} kayıt`, style: 'count' });
  if (summary.signatures && summary.signatures.length > 0)
    content.push({
      margin: [0, 36, 0, 0],
      unbreakable: true,
      columns: summary.signatures.map((role) => ({
        stack: [
          { text: role, bold: true },
          { text: 'Ad Soyad / İmza', margin: [0, 28, 0, 0], color: '#666666' },
        ],
        alignment: 'center',
      })),
    });
  const definition: TDocumentDefinitions = {
    pageSize: 'A4',
    pageOrientation: columns.length > 6 ? 'landscape' : 'portrait',
    pageMargins: [PDF_MARGIN, 32, PDF_MARGIN, 36],
    info: { title },
    defaultStyle: { font: 'Roboto', fontSize: columns.length > 10 ? 7 : 8 },
    styles: {
      title: { fontSize: 14, bold: true, margin: [0, 0, 0, 2] },
      subtitle: { fontSize: 8, color: '#444444', margin: [0, 0, 0, 8] },
      tableHeader: { bold: true, fillColor: '#eeeeee' },
      count: { fontSize: 7, color: '#444444', margin: [0, 4, 0, 0] },
    },
    content,
  };
  await renderPdf(definition, file, { right: PDF_MARGIN });
};
