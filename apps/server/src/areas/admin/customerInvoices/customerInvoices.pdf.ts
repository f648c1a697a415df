import { randomUUID } from 'node:crypto';
import { formatMoney, type SaasSettings } from '@site/shared';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Db } from '../../../db/connection';
import { notFound } from '../../../http/errors';
import { PDF_MARGIN, slug } from '../../../http/export/exportList';
import { renderPdf } from '../../../http/export/pdf';
import type { FileStorage } from '../../../storage/fileStorage';
import { readSaasSettings } from '../bankActivities/saasSettings.service';
import { findInvoice, invoiceLines } from './customerInvoices.repository';

const turkishDate = (iso: string) => iso.split('-').reverse().join('.');

type Invoice = NonNullable<Awaited<ReturnType<typeof findInvoice>>>;
type Settings = SaasSettings;
type Line = Awaited<ReturnType<typeof invoiceLines>>[number];

/** The invoice as printed: seller and customer, dates, one row per line, the sums with KDV, and where to pay. */
function definitionOf(
  invoice: Invoice,
  customer: { address: string | null; tax_office: string | null },
  lines: Line[],
  settings: Settings,
): TDocumentDefinitions {
  const money = (kurus: number): TableCell => ({ text: formatMoney(kurus), alignment: 'right', noWrap: true });
  const body: TableCell[][] = [
    [
      { text: '#', bold: true, fillColor: '#eeeeee' },
      { text: 'Açıklama', bold: true, fillColor: '#eeeeee' },
      { text: 'Tutar', bold: true, fillColor: '#eeeeee', alignment: 'right' },
    ],
    ...lines.map((line, i): TableCell[] => [String(i + 1), line.description, money(line.amount)]),
  ];
  const sum = (label: string, kurus: number, bold = false): TableCell[] => [
    { text: label, colSpan: 2, alignment: 'right', bold },
    '',
    { ...(money(kurus) as object), bold } as TableCell,
  ];
  body.push(
    sum('Ara Toplam', invoice.amount),
    sum(`KDV (%${invoice.tax_rate})`, invoice.tax_amount),
    sum('Genel Toplam', invoice.amount_tax_included, true),
  );
  const party = (title: string, rows: (string | null)[]): Content => ({
    stack: [{ text: title, bold: true, margin: [0, 0, 0, 2] }, ...rows.filter((r): r is string => Boolean(r))],
  });
  const content: Content = [
    { text: 'FATURA', fontSize: 16, bold: true, alignment: 'center', margin: [0, 0, 0, 12] },
    {
      columns: [
        party('Satıcı', [settings.seller_title]),
        party('Fatura Bilgileri', [
          `Fatura No: ${invoice.invoice_no ?? invoice.id}`,
          `Fatura Tarihi: ${turkishDate(invoice.invoiced_on)}`,
          `Son Ödeme Tarihi: ${turkishDate(invoice.due_on)}`,
          `Dönem: ${turkishDate(invoice.period_start)} - ${turkishDate(invoice.period_end)}`,
        ]),
      ],
      margin: [0, 0, 0, 10],
    },
    party('Müşteri', [
      invoice.customer_title ?? invoice.customer_name,
      customer.address,
      [
        customer.tax_office ? `Vergi Dairesi: ${customer.tax_office}` : null,
        invoice.customer_tax_number ? `VKN/TCKN: ${invoice.customer_tax_number}` : null,
      ]
        .filter(Boolean)
        .join('  ') || null,
    ]),
    ...(invoice.description ? [{ text: invoice.description, margin: [0, 8, 0, 0] } as Content] : []),
    { table: { headerRows: 1, widths: ['auto', '*', 'auto'], body }, margin: [0, 10, 0, 10] },
    party('Ödeme Bilgileri', [
      settings.bank_name ? `Banka: ${settings.bank_name}` : null,
      settings.iban ? `IBAN: ${settings.iban}` : null,
      settings.seller_title ? `Alıcı: ${settings.seller_title}` : null,
      `Açıklama: ${invoice.invoice_no ?? invoice.id} numaralı fatura`,
    ]),
  ];
  return {
    pageSize: 'A4',
    pageMargins: [PDF_MARGIN * 1.5, 36, PDF_MARGIN * 1.5, 36],
    info: { title: `Fatura ${invoice.invoice_no ?? invoice.id}` },
    defaultStyle: { font: 'Roboto', fontSize: 10 },
    content,
  };
}

/** The customer invoice as a PDF in the file store; answers its address (`/api/files/…`). 404 when there is none. */
export async function writeCustomerInvoicePdf(db: Db, files: FileStorage, invoiceId: number): Promise<string> {
  const invoice = await findInvoice(db, invoiceId);
  if (!invoice) throw notFound();
  const [customer, lines, settings] = await Promise.all([
    db
      .selectFrom('customers')
      .select(['address', 'tax_office'])
      .where('id', '=', invoice.customer_id)
      .executeTakeFirstOrThrow(),
    invoiceLines(db, invoiceId),
    readSaasSettings(db),
  ]);
  const definition = definitionOf(invoice, customer, lines, settings);
  const fileName = `${slug(`fatura ${invoice.invoice_no ?? invoice.id}`)}-${randomUUID()}.pdf`;
  await files.create(fileName, (target) => renderPdf(definition, target));
  return `/api/files/${fileName}`;
}
