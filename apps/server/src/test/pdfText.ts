import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect } from 'vitest';

/** The text of each page of a PDF, as a reader would copy it. */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
  }
  await doc.destroy();
  return pages;
}

/** The text of a whole PDF, its pages one after the other. */
export const pdfText = async (bytes: Uint8Array): Promise<string> => (await pdfPages(bytes)).join('\n');

/** Fails unless the PDF's text shows each of `texts`, naming the first one missing. */
export function expectShown(text: string, texts: string[]): void {
  for (const shown of texts) expect(text, `the PDF shows '${shown}'`).toContain(shown);
}
