// Lays out and writes PDFs off the server's request thread: pdfmake works synchronously, and a long list
// would otherwise keep every other request waiting. Plain JavaScript, so the same file runs from the
// TypeScript sources and beside the built server (build.mjs copies it into dist/).
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import pdfmake from 'pdfmake';

// The same fonts and resource policy as getPdfmake() in pdf.ts: no URL, no local file but the fonts.
const fontDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')),
  'fonts',
  'Roboto',
);
const fonts = {
  normal: path.join(fontDir, 'Roboto-Regular.ttf'),
  bold: path.join(fontDir, 'Roboto-Medium.ttf'),
  italics: path.join(fontDir, 'Roboto-Italic.ttf'),
  bolditalics: path.join(fontDir, 'Roboto-MediumItalic.ttf'),
};
const allowed = new Set(Object.values(fonts));
pdfmake.setFonts({ Roboto: fonts });
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file) => allowed.has(file));

parentPort?.on('message', async ({ id, definition, file, pageNumbers }) => {
  try {
    if (pageNumbers) {
      // Functions do not cross threads: the page number footer is described, and made here.
      definition.footer = (page, pages) => ({
        text: `${page} / ${pages}`,
        alignment: 'right',
        fontSize: 7,
        margin: [0, 12, pageNumbers.right, 0],
      });
    }
    await pdfmake.createPdf(definition).write(file);
    parentPort?.postMessage({ id });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
