import { formatMoney, type ReceiptData } from '@site/shared';
import { turkishDate } from './receiptDocument';

/** Subject and plain-text body of a receipt sent to its recipient, naming the complex it comes from. */
export function receiptMail(data: ReceiptData): { subject: string; text: string } {
  const name = data.print_template === 'Invoice' ? 'Mahsup Fişi' : 'Ödeme Makbuzu';
  const invoice = [`${turkishDate(data.billed_on)} tarihli`, data.bill_no ? `${data.bill_no} numaralı` : null]
    .filter(Boolean)
    .join(' ');
  const about =
    data.print_template === 'Invoice'
      ? `${data.cluster.name} adına ${invoice} faturanızın mahsup fişi ektedir.`
      : `${data.cluster.name} tarafından ${turkishDate(data.collected_on)} tarihinde ${invoice} faturanız için ` +
        `yapılan ${formatMoney(data.amount)} tutarındaki ödemenin makbuzu ektedir.`;
  return {
    subject: `${name} – ${data.bill_no ?? data.receipt_no}`,
    text: [
      `Sayın ${data.provider.title ?? data.provider.name},`,
      '',
      about,
      '',
      'Saygılarımızla,',
      data.company.name,
    ].join('\n'),
  };
}
