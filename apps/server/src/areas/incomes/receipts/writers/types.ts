import type { ReceiptPaperSize } from '@site/shared';

/** A money cell holds integer kuruş, so each format can write it as a number or as '1.234,56 ₺'. */
export type ReceiptCell = string | { kurus: number };

/**
 * What a receipt shows, in reading order, independent of the file format: every writer lays out the same
 * document, so a PDF and a DOCX of one receipt say the same words.
 */
export type ReceiptDocument = {
  /** 'Mahsup Fişi' or 'Ödeme Makbuzu' (document title, sheet name). */
  name: string;
  /** The heading as printed. */
  title: string;
  /** The management company: its name first, then title, address and tax details. */
  company: string[];
  logo: ReceiptLogo | null;
  /** Receipt number, date, parties and references, as label and value. */
  fields: [label: string, value: string][];
  table: { columns: { header: string; money?: boolean }[]; rows: ReceiptCell[][] };
  total: { label: string; kurus: number };
  /** 'Yalnız' and the amount in words. */
  words: { label: string; text: string };
  /** Who signs, left to right. */
  signatures: string[];
};

export type ReceiptLogo = { data: Buffer; type: 'png' | 'jpeg' };

export type ReceiptPrintOptions = { paper: ReceiptPaperSize; copies: number };

export type ReceiptWriter = (file: string, doc: ReceiptDocument, options: ReceiptPrintOptions) => Promise<void>;

/** Paper sizes in millimetres (ISO 216). */
export const PAPER_MM: Record<ReceiptPaperSize, { width: number; height: number }> = {
  A4: { width: 210, height: 297 },
  A5: { width: 148, height: 210 },
};

/** Page margins in millimetres: the usable width is what tables are laid out in. */
export const pageMarginMm = (paper: ReceiptPaperSize) => (paper === 'A4' ? 18 : 12);
export const usableWidthMm = (paper: ReceiptPaperSize) => PAPER_MM[paper].width - 2 * pageMarginMm(paper);

/** Base font size in points: A4 prints the same receipt larger. */
export const baseFontSize = (paper: ReceiptPaperSize) => (paper === 'A4' ? 10.5 : 8.5);

/** XML 1.0 cannot carry control characters other than tab and line breaks, nor U+FFFE and U+FFFF. */
function xmlAllowed(ch: string): boolean {
  const code = ch.charCodeAt(0);
  return (code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d) && code !== 0xfffe && code !== 0xffff;
}

/** Text for XML content or attributes; characters XML cannot carry (pasted control characters) are dropped. */
export function xmlEscape(text: string): string {
  return Array.from(text)
    .filter(xmlAllowed)
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
