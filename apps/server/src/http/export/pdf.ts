import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

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

type PdfJob = { resolve: () => void; reject: (error: Error) => void };
let worker: Worker | null = null;
const jobs = new Map<number, PdfJob>();
let nextJob = 1;

function pdfWorker(): Worker {
  if (worker) return worker;
  // Beside this module in the sources, beside the bundle in dist/ (build.mjs copies it there).
  const started = new Worker(new URL('./pdfWorker.mjs', import.meta.url));
  started.on('message', ({ id, error }: { id: number; error?: string }) => {
    const job = jobs.get(id);
    jobs.delete(id);
    if (error) job?.reject(new Error(error));
    else job?.resolve();
    if (jobs.size === 0) started.unref();
  });
  started.on('error', (error) => {
    for (const job of jobs.values()) job.reject(error);
    jobs.clear();
  });
  started.on('exit', () => {
    if (worker === started) worker = null;
    for (const job of jobs.values()) job.reject(new Error('PDF worker stopped'));
    jobs.clear();
  });
  started.unref();
  worker = started;
  return started;
}

/**
 * Writes a PDF to `file` on a worker thread, so laying out thousands of rows never stalls other requests.
 * The definition must be plain data (no functions); `pageNumbers` adds the 'n / total' footer with the
 * page's right margin.
 */
export function renderPdf(
  definition: TDocumentDefinitions,
  file: string,
  pageNumbers?: { right: number },
): Promise<void> {
  const target = pdfWorker();
  const id = nextJob++;
  return new Promise<void>((resolve, reject) => {
    jobs.set(id, { resolve, reject });
    target.ref();
    target.postMessage({ id, definition, file, pageNumbers });
  });
}
