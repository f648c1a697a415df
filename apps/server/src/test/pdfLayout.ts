import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export type PdfPageLayout = {
  /** The page's text as a reader would copy it, a line break where a line ends. */
  text: string;
  /** The same text with runs of white space folded to one space, so a wrapped value reads as one. */
  words: string;
  width: number;
  height: number;
  /** Where the text reaching furthest right ends, in points, and that text. */
  rightmost: number;
  rightmostText: string;
};

/** Each page of a PDF with its size in points, its text and its rightmost text. */
export async function pdfLayout(bytes: Uint8Array): Promise<PdfPageLayout[]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const pages: PdfPageLayout[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const { width, height } = page.getViewport({ scale: 1 });
    const { items } = await page.getTextContent();
    let text = '';
    let rightmost = 0;
    let rightmostText = '';
    for (const item of items) {
      if (!('str' in item)) continue;
      text += item.str + (item.hasEOL ? '\n' : '');
      const right = item.transform[4] + item.width;
      if (item.str.trim() && right > rightmost) [rightmost, rightmostText] = [right, item.str];
    }
    pages.push({ text, words: text.replace(/\s+/g, ' '), width, height, rightmost, rightmostText });
  }
  await doc.destroy();
  return pages;
}
