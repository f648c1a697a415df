import type { Db } from '../../../db/connection';
import type { FileStorage } from '../../../storage/fileStorage';

/** The customer invoice as a PDF in the file store; answers its address (being built). */
export async function writeCustomerInvoicePdf(_db: Db, _files: FileStorage, _invoiceId: number): Promise<string> {
  return '';
}
