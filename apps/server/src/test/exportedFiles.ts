import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

type Answer = { statusCode: number; body: string; json: () => { data: { url: string } } };

/** The file an export or print answer links to, fetched without a token as a browser tab does. */
export async function downloadFile(app: FastifyInstance, answer: Answer) {
  expect(answer.statusCode, answer.body).toBe(200);
  const file = await app.inject({ method: 'GET', url: answer.json().data.url });
  expect(file.statusCode).toBe(200);
  return file;
}

/** The first worksheet of the XLSX file an `export=1&export_type=xlsx` answer links to. */
export async function exportedSheet(app: FastifyInstance, answer: Answer) {
  const file = await downloadFile(app, answer);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
  return workbook.worksheets[0];
}

/** The cell values of row `n` (1-based), from the first column on. */
export const rowValues = (sheet: ExcelJS.Worksheet, n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
