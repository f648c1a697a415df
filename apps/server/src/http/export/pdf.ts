import { createRequire } from 'node:module';
import path from 'node:path';
import pdfmake from 'pdfmake';

// pdfmake ships Roboto (with ğ ş ı İ ç ö ü and ₺); its Medium cut serves as bold.
const fontDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')),
  'fonts',
  'Roboto',
);

export const robotoFiles = {
  normal: path.join(fontDir, 'Roboto-Regular.ttf'),
  bold: path.join(fontDir, 'Roboto-Medium.ttf'),
  italics: path.join(fontDir, 'Roboto-Italic.ttf'),
  bolditalics: path.join(fontDir, 'Roboto-MediumItalic.ttf'),
};

const allowedLocalFiles = new Set(Object.values(robotoFiles));
let configured = false;

/**
 * The pdfmake singleton with Roboto and locked-down resource access: a document
 * may fetch no URL and read no local file except the fonts above, so text that
 * ends up in a document definition can never pull in files or network content.
 * Every PDF writer of the server should get pdfmake through here.
 */
export function getPdfmake(): typeof pdfmake {
  if (!configured) {
    pdfmake.setFonts({ Roboto: robotoFiles });
    pdfmake.setUrlAccessPolicy(() => false);
    pdfmake.setLocalAccessPolicy((file) => allowedLocalFiles.has(file));
    configured = true;
  }
  return pdfmake;
}
