import { randomUUID } from 'node:crypto';
import { formatBalance } from '@site/shared';
import type { Db } from '../../../db/connection';
import type { FileStorage } from '../../../storage/fileStorage';
import { listEntries } from '../../activities';
import { amountInWords } from '../receipts/amountInWords';
import { turkishDate } from '../receipts/receiptDocument';
import { receiptHeading } from '../receipts/receipts.service';
import { writeReceiptPdf } from '../receipts/writers/pdf';
import type { ReceiptDocument } from '../receipts/writers/types';

/** A collection as its receipt needs it; money in kuruş. */
export type CollectionReceipt = {
  id: number;
  cluster_id: number;
  transaction_id: number | null;
  receipt_no: number | null;
  collected_on: string;
  house_id: number | null;
  house_label: string | null;
  resident_id: number | null;
  resident_name: string | null;
  bank_account_id: number | null;
  place_name: string | null;
  amount: number;
  description: string | null;
  /** What the money paid, oldest due first. */
  lines: { text: string; due_on: string; amount: number }[];
};

/**
 * The balance of the account the collection was credited to (its house, or the payer when it has no house) once
 * the collection was recorded: the account's statement lines of every journal transaction recorded up to and
 * including the collection's own. Printed at once it is the balance the account shows (dues charged ahead of their
 * due date included); documents recorded later do not change what a reprinted receipt says.
 */
export async function balanceAfterCollection(db: Db, collection: CollectionReceipt): Promise<number | null> {
  const ref =
    collection.house_id !== null
      ? { clusterId: collection.cluster_id, kind: 'house' as const, id: collection.house_id }
      : collection.resident_id !== null
        ? { clusterId: collection.cluster_id, kind: 'resident' as const, id: collection.resident_id }
        : null;
  if (!ref) return null;
  const lines = await listEntries(db, ref, { from: null, to: null });
  const upTo = collection.transaction_id ?? Number.POSITIVE_INFINITY;
  return lines.filter((line) => line.transaction_id <= upTo).reduce((sum, line) => sum + line.amount, 0);
}

/**
 * The collection receipt (Tahsilat Makbuzu), laid out as the other receipts are: the company's heading, the
 * collection's details with the balance left after it, what the money paid, the total, the amount in words and
 * the signatures of whoever handed the money over and whoever took it. Returns the file name.
 */
export async function writeCollectionReceipt(
  db: Db,
  files: FileStorage,
  collection: CollectionReceipt,
): Promise<string> {
  const heading = await receiptHeading(db, files, collection.cluster_id);
  const balance = await balanceAfterCollection(db, collection);
  const paid = collection.lines.reduce((sum, line) => sum + line.amount, 0);
  const place = collection.place_name
    ? `${collection.bank_account_id !== null ? 'Banka' : 'Kasa'}: ${collection.place_name}`
    : null;
  const fields: [string, string | null][] = [
    ['Makbuz No', collection.receipt_no === null ? null : String(collection.receipt_no)],
    ['Tarih', turkishDate(collection.collected_on)],
    ['Site', heading.cluster.name],
    ['Bağımsız Bölüm', collection.house_label],
    ['Ödeyen', collection.resident_name],
    ['Tahsilat Yeri', place],
    ['Açıklama', collection.description],
    ['Kalan Bakiye', balance === null ? null : formatBalance(balance)],
  ];
  const doc: ReceiptDocument = {
    name: 'Tahsilat Makbuzu',
    title: 'Tahsilat Makbuzu',
    company: heading.company,
    logo: heading.logo,
    fields: fields.filter((f): f is [string, string] => Boolean(f[1])),
    table: {
      columns: [{ header: 'Ödenen Borç' }, { header: 'Son Ödeme' }, { header: 'Tutar', money: true }],
      rows: [
        ...collection.lines.map((line) => [line.text, turkishDate(line.due_on), { kurus: line.amount }]),
        // What paid no debt stays as the account's credit and pays the next ones.
        ...(collection.amount > paid
          ? [['Alacak (avans) olarak kaydedilen', '', { kurus: collection.amount - paid }]]
          : []),
      ],
    },
    total: { label: 'Toplam', kurus: collection.amount },
    words: { label: 'Yalnız', text: amountInWords(collection.amount) },
    signatures: ['Teslim Eden', 'Teslim Alan'],
  };
  const fileName = `tahsilat-makbuzu-${randomUUID()}.pdf`;
  await files.create(fileName, (file) => writeReceiptPdf(file, doc, { paper: 'A5', copies: 1 }));
  return fileName;
}
