import {
  invoiceReceiptDataRow,
  paymentReceiptDataRow,
  printFileSchema,
  RECEIPT_USAGE_EMAIL,
  receiptDataQuerySchema,
  recordOf,
} from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../../db/connection';
import { authOf, pageUrlOf } from '../../../http/auth';
import type { AuthContext } from '../../../http/authContext';
import { idParams } from '../../../http/routes';
import type { Mailer } from '../../../kernel/mailer';
import type { FileStorage } from '../../../storage/fileStorage';
import { invoiceReceiptData, paymentReceiptData, printReceipt, sendReceipt } from './receipts.service';

const tags = ['expenses'];

/** Printed receipts of expenses: 'Mahsup Fişi' of an invoice and 'Ödeme Makbuzu' of a payment (spec §2, §7). */
export const receiptRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage; mailer: Mailer | null }> = async (
  app,
  { db, files, mailer },
) => {
  // The print options come along (spec §7); they are checked here so a bad link fails before printing.
  const receiptDataRoute = (
    path: string,
    row: z.ZodType,
    read: (db: Db, auth: AuthContext, id: number) => Promise<unknown>,
  ) =>
    app.get(
      path,
      { schema: { tags, params: idParams, querystring: receiptDataQuerySchema, response: { 200: recordOf(row) } } },
      async (request) => ({ data: await read(db, authOf(request), request.params.id) }),
    );
  receiptDataRoute('/expense/invoices/:id/receipt-data', invoiceReceiptDataRow, invoiceReceiptData);
  receiptDataRoute('/expense/payments/:id/receipt-data', paymentReceiptDataRow, paymentReceiptData);

  // usage_type_id 1 answers the file's url; 2 e-mails the file to the recipient and answers where it went.
  app.post(
    '/print-file',
    { config: { permission: 'self' }, schema: { tags, body: printFileSchema } },
    async (request) => {
      const body = request.body;
      const auth = authOf(request);
      const input = {
        template: body.print_template,
        id: body.receiptData.id,
        fileType: body.file_type,
        paper: body.paper_size,
        copies: body.copies,
      };
      if (body.usage_type_id === RECEIPT_USAGE_EMAIL) {
        const context = { files, mailer, log: request.log, pageUrl: pageUrlOf(request) };
        const to = await sendReceipt(db, auth, context, { ...input, email: body.email ?? null });
        return { data: { sent: true, to } };
      }
      const fileName = await printReceipt(db, auth, files, input);
      return { data: { url: `/api/files/${fileName}` } };
    },
  );
};
