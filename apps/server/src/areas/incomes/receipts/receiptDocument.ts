import { formatMoney, type ReceiptCompany, type ReceiptData } from '@site/shared';
import type { ReceiptCell, ReceiptDocument, ReceiptLogo } from './writers/types';

export const turkishDate = (iso: string) => iso.split('-').reverse().join('.');
const money = (kurus: number): ReceiptCell => ({ kurus });

/** The company block: name, title when it differs, address, tax office and number. */
export function companyLines(data: { company: ReceiptCompany }): string[] {
  const { company } = data;
  const tax = [
    company.tax_office ? `Vergi Dairesi: ${company.tax_office}` : null,
    company.tax_number ? `Vergi No: ${company.tax_number}` : null,
  ]
    .filter(Boolean)
    .join('   ');
  return [
    company.name,
    company.title && company.title !== company.name ? company.title : null,
    company.address,
    tax || null,
  ].filter((line): line is string => Boolean(line));
}

const present = (fields: [string, string | null | undefined][]) =>
  fields.filter((f): f is [string, string] => Boolean(f[1]));

/**
 * The printed receipt of the data (money in kuruş, as the server holds it): 'Mahsup Fişi' (an invoice booked
 * against its provider, item by item) or 'Ödeme Makbuzu' (money paid to the provider from a bank account or safe).
 */
export function receiptDocument(data: ReceiptData, logo: ReceiptLogo | null): ReceiptDocument {
  const provider = data.provider;
  // Both receipts: the title, the company and its logo at the top, the total also in words at the bottom.
  const frame = (title: string) => ({
    name: title,
    title,
    company: companyLines(data),
    logo,
    total: { label: 'Toplam', kurus: data.amount },
    words: { label: 'Yalnız', text: data.amount_in_words },
  });
  if (data.print_template === 'Invoice') {
    return {
      ...frame('Mahsup Fişi'),
      fields: present([
        ['Fiş No', data.receipt_no],
        ['Tarih', turkishDate(data.billed_on)],
        ['Site', data.cluster.name],
        ['Tedarikçi', provider.name],
        ['Ünvan', provider.title],
        ['Vergi No', provider.tax_number],
        ['Fatura No', data.bill_no],
        ['Tesisat No', data.utility_no],
        ['Son Ödeme Tarihi', data.last_payment_on ? turkishDate(data.last_payment_on) : null],
        ['Açıklama', data.description],
      ]),
      table: {
        columns: [{ header: 'Gider Tipi' }, { header: 'Açıklama' }, { header: 'Tutar', money: true }],
        rows: data.items.map((item) => [
          [item.expense_type_name, item.child_expense_type_name].filter(Boolean).join(' / '),
          item.description ?? '',
          money(item.amount),
        ]),
      },
      signatures: ['Düzenleyen', 'Onaylayan'],
    };
  }
  const invoiceRef = [
    `${turkishDate(data.billed_on)} tarihli`,
    data.bill_no ? `${data.bill_no} numaralı` : null,
    'fatura ödemesi',
  ]
    .filter(Boolean)
    .join(' ');
  const place = data.place ? `${data.place.kind === 'bank_account' ? 'Banka' : 'Kasa'}: ${data.place.name}` : null;
  return {
    ...frame('Ödeme Makbuzu'),
    fields: present([
      ['Makbuz No', data.receipt_no],
      ['Tarih', turkishDate(data.collected_on)],
      ['Ödeyen', data.cluster.name],
      ['Alan', provider.name],
      ['Ünvan', provider.title],
      ['Vergi No', provider.tax_number],
      ['Ödeme Yeri', place],
      ['Fatura No', data.bill_no],
      ['Fatura Tarihi', turkishDate(data.billed_on)],
      ['Fatura Tutarı', formatMoney(data.invoice.amount)],
      ['Tesisat No', data.utility_no],
    ]),
    table: {
      columns: [{ header: 'Açıklama' }, { header: 'Tutar', money: true }],
      rows: [[data.description ? `${invoiceRef}: ${data.description}` : invoiceRef, money(data.amount)]],
    },
    signatures: ['Ödeyen', 'Teslim Alan'],
  };
}
