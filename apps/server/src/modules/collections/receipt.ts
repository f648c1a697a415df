import { randomUUID } from 'node:crypto';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { getPdfmake } from '../../http/export/pdf';
import type { FileStorage } from '../../storage/fileStorage';

export type ReceiptData = {
  company_name: string;
  cluster_name: string;
  receipt_no: number | null;
  collected_on: string;
  house_label: string | null;
  resident_name: string | null;
  place_name: string | null;
  /** Already formatted: '1.234,56 ₺'. */
  amount: string;
  description: string | null;
  lines: { text: string; amount: string }[];
};

const turkishDate = (iso: string) => iso.split('-').reverse().join('.');

/** The collection receipt (Tahsilat Makbuzu), A5, with what the money paid; returns the file name. */
export async function writeCollectionReceipt(files: FileStorage, data: ReceiptData): Promise<string> {
  const doc: TDocumentDefinitions = {
    pageSize: 'A5',
    pageMargins: [30, 30, 30, 30],
    defaultStyle: { font: 'Roboto', fontSize: 10 },
    content: [
      { text: data.company_name, bold: true, fontSize: 12 },
      { text: data.cluster_name, margin: [0, 0, 0, 10] },
      { text: 'TAHSİLAT MAKBUZU', bold: true, fontSize: 14, alignment: 'center', margin: [0, 0, 0, 10] },
      {
        table: {
          widths: [110, '*'],
          body: [
            ['Makbuz No', String(data.receipt_no ?? '')],
            ['Tarih', turkishDate(data.collected_on)],
            ['Bağımsız Bölüm', data.house_label ?? ''],
            ['Ödeyen', data.resident_name ?? ''],
            ['Banka / Kasa', data.place_name ?? ''],
            ['Açıklama', data.description ?? ''],
            [
              { text: 'Tutar', bold: true },
              { text: data.amount, bold: true },
            ],
          ],
        },
        layout: 'lightHorizontalLines',
      },
      ...(data.lines.length
        ? [
            { text: 'Kapatılan Borçlar', bold: true, margin: [0, 12, 0, 4] as [number, number, number, number] },
            {
              table: {
                widths: ['*', 80],
                body: data.lines.map((l) => [l.text, { text: l.amount, alignment: 'right' as const }]),
              },
              layout: 'lightHorizontalLines',
            },
          ]
        : []),
      { text: 'Teslim Alan', margin: [0, 30, 0, 0], alignment: 'right' },
    ],
  };
  const fileName = `tahsilat-makbuzu-${randomUUID()}.pdf`;
  await files.create(fileName, (file) => getPdfmake().createPdf(doc).write(file));
  return fileName;
}
