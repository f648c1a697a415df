import { formatMoney } from '@site/shared';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { getPdfmake } from '../../../../http/export/pdf';
import { baseFontSize, type ReceiptCell, type ReceiptDocument, type ReceiptWriter } from './types';

const cellText = (cell: ReceiptCell) => (typeof cell === 'string' ? cell : formatMoney(cell.kurus));

/** Label–value pairs two to a row, as the paper form reads. */
function fieldRows(fields: ReceiptDocument['fields']): TableCell[][] {
  const rows: TableCell[][] = [];
  for (let i = 0; i < fields.length; i += 2) {
    const pair = fields.slice(i, i + 2);
    const cells: TableCell[] = pair.flatMap(([label, value]) => [{ text: label, bold: true }, value]);
    while (cells.length < 4) cells.push('');
    rows.push(cells);
  }
  return rows;
}

function copyContent(doc: ReceiptDocument, size: number, pageBreak: boolean): Content[] {
  const [companyName, ...companyRest] = doc.company;
  const companyStack: Content = {
    stack: [
      { text: companyName ?? '', bold: true, fontSize: size + 2 },
      ...companyRest.map((line) => ({ text: line })),
    ],
  };
  const logo: Content[] = doc.logo
    ? [{ image: `data:image/${doc.logo.type};base64,${doc.logo.data.toString('base64')}`, fit: [90, 45], width: 90 }]
    : [];
  const table = doc.table;
  return [
    { columns: [companyStack, ...logo], columnGap: 10, ...(pageBreak ? { pageBreak: 'before' as const } : {}) },
    { text: doc.title, bold: true, fontSize: size + 5, alignment: 'center', margin: [0, size * 1.2, 0, size * 1.2] },
    {
      table: { widths: ['21%', '29%', '21%', '29%'], body: fieldRows(doc.fields) },
      layout: 'noBorders',
      margin: [0, 0, 0, size],
    },
    {
      table: {
        headerRows: 1,
        widths: table.columns.map((c) => (c.money ? 'auto' : '*')),
        body: [
          table.columns.map((c) => ({
            text: c.header,
            bold: true,
            fillColor: '#eeeeee',
            alignment: c.money ? ('right' as const) : ('left' as const),
          })),
          ...table.rows.map((row) =>
            row.map((cell, i) =>
              table.columns[i]?.money
                ? { text: cellText(cell), alignment: 'right' as const, noWrap: true }
                : cellText(cell),
            ),
          ),
        ],
      },
      layout: 'lightHorizontalLines',
    },
    {
      table: {
        widths: ['*', 'auto'],
        body: [
          [
            { text: doc.total.label, bold: true, alignment: 'right' },
            { text: formatMoney(doc.total.kurus), bold: true, alignment: 'right', noWrap: true },
          ],
        ],
      },
      layout: 'noBorders',
      margin: [0, 4, 0, 4],
    },
    { text: [{ text: `${doc.words.label}: `, bold: true }, doc.words.text], margin: [0, 0, 0, size * 3] },
    {
      columns: doc.signatures.map((label) => ({
        stack: [
          { text: label, bold: true, alignment: 'center' as const },
          { text: 'İmza', alignment: 'center' as const, color: '#666666', margin: [0, size * 3, 0, 0] },
        ],
      })),
    },
  ];
}

/** The receipt through pdfmake (its Roboto has ğ ş ı İ and ₺), each copy starting on a new page. */
export const writeReceiptPdf: ReceiptWriter = async (file, doc, { paper, copies }) => {
  const size = baseFontSize(paper);
  const margin = paper === 'A4' ? 42 : 28;
  const definition: TDocumentDefinitions = {
    pageSize: paper,
    pageOrientation: 'portrait',
    pageMargins: [margin, margin, margin, margin],
    info: { title: doc.name },
    defaultStyle: { font: 'Roboto', fontSize: size },
    content: Array.from({ length: copies }, (_, copy) => copyContent(doc, size, copy > 0)).flat(),
  };
  await getPdfmake().createPdf(definition).write(file);
};
