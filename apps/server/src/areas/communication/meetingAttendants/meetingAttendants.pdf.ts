import { randomUUID } from 'node:crypto';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { HttpError } from '../../../http/errors';
import { numberFormat } from '../../../http/export/cells';
import { PDF_MARGIN, PDF_MAX_ROWS, PDF_TOO_LONG, slug } from '../../../http/export/exportList';
import { renderPdf } from '../../../http/export/pdf';
import type { FileStorage } from '../../../storage/fileStorage';
import { MEETING_COLUMNS, MEETING_TITLE } from './meetingAttendants.list';

type Attendant = { house_label: string; owner_names: string; land_share: number | null };

export type AttendanceSheet = {
  clusterName: string;
  /** YYYY-MM-DD */
  meetingDate: string;
  rows: Attendant[];
  totals: { owner_count: number; land_share: number };
};

const turkishDate = (iso: string) => iso.split('-').reverse().join('.');
const share = (value: number | null) => (value === null ? '' : numberFormat.format(value));

/**
 * The attendance list as the meeting signs it: the complex and the meeting's day at the top, one row per
 * house with room to sign, and the totals quorum is counted on; the header row repeats on every page.
 */
function definitionOf(sheet: AttendanceSheet): TDocumentDefinitions {
  const header: TableCell[] = MEETING_COLUMNS.map((column) => ({
    text: column.header,
    bold: true,
    fillColor: '#eeeeee',
    alignment: column.kind === 'number' ? 'right' : 'left',
  }));
  const body: TableCell[][] = [header];
  sheet.rows.forEach((row, index) => {
    body.push([
      { text: String(index + 1), alignment: 'right' },
      row.house_label,
      row.owner_names,
      { text: share(row.land_share), alignment: 'right', noWrap: true },
      '',
    ]);
  });
  body.push([
    { text: 'Toplam', bold: true, colSpan: 2 },
    '',
    { text: `${numberFormat.format(sheet.totals.owner_count)} malik`, bold: true },
    { text: share(sheet.totals.land_share), bold: true, alignment: 'right', noWrap: true },
    '',
  ]);
  const content: Content = [
    { text: MEETING_TITLE, fontSize: 16, bold: true, alignment: 'center', margin: [0, 0, 0, 4] },
    { text: sheet.clusterName, fontSize: 12, alignment: 'center', margin: [0, 0, 0, 2] },
    {
      text: `Toplantı Tarihi: ${turkishDate(sheet.meetingDate)}`,
      fontSize: 10,
      alignment: 'center',
      margin: [0, 0, 0, 12],
    },
    {
      // Plain data only (the PDF is laid out on a worker thread): a full grid, and rows tall enough to sign in.
      table: {
        headerRows: 1,
        widths: ['auto', 'auto', '*', 'auto', 110],
        heights: body.map((_row, i) => (i === 0 || i === body.length - 1 ? 14 : 26)),
        body,
      },
    },
    {
      columns: ['Toplantı Başkanı', 'Yazman', 'Oy Toplama Memuru'].map((role) => ({
        stack: [
          { text: role, bold: true },
          { text: 'Ad Soyad / İmza', color: '#666666', fontSize: 8 },
        ],
        alignment: 'center',
      })),
      margin: [0, 36, 0, 0],
    },
  ];
  return {
    pageSize: 'A4',
    pageMargins: [PDF_MARGIN, 32, PDF_MARGIN, 36],
    info: { title: `${MEETING_TITLE} - ${sheet.clusterName}` },
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    content,
  };
}

/** Writes the printable list to `files` and returns its unguessable file name (see files.routes.ts). */
export async function writeAttendanceSheet(files: FileStorage, sheet: AttendanceSheet): Promise<string> {
  if (sheet.rows.length > PDF_MAX_ROWS) throw new HttpError(422, PDF_TOO_LONG, { export_type: [PDF_TOO_LONG] });
  const fileName = `${slug(`${MEETING_TITLE} ${sheet.clusterName}`)}-${randomUUID()}.pdf`;
  const definition = definitionOf(sheet);
  await files.create(fileName, (target) => renderPdf(definition, target, { right: PDF_MARGIN }));
  return fileName;
}
