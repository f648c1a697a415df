import fs from 'node:fs';
import { formatMoney } from '@site/shared';
import { Canvas, encodePng, type TextStyle } from './raster';
import {
  baseFontSize,
  PAPER_MM,
  pageMarginMm,
  type ReceiptCell,
  type ReceiptDocument,
  type ReceiptWriter,
} from './types';

/** Print resolution of the PNG receipt: sharp on paper, an A4 page is 1240 × 1754 pixels. */
export const PNG_DPI = 150;
const px = (mm: number) => Math.round((mm / 25.4) * PNG_DPI);
const pt = (points: number) => (points * PNG_DPI) / 72;
const cellText = (cell: ReceiptCell) => (typeof cell === 'string' ? cell : formatMoney(cell.kurus));
const MUTED = 102;
const RULE = 150;
const HEAD_FILL = 238;

/** Greedy word wrap to a width; a word longer than the width is cut where it must be. */
function wrap(canvas: Canvas, text: string, width: number, style: TextStyle): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (canvas.measure(candidate, style) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (canvas.measure(line, style) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && canvas.measure(line.slice(0, cut), style) > width) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}

/** Lays the receipt out on one page; returns how far down it went, so the page can grow to fit. */
function draw(canvas: Canvas, doc: ReceiptDocument, paper: 'A4' | 'A5'): number {
  const margin = px(pageMarginMm(paper));
  const width = canvas.width - 2 * margin;
  const size = pt(baseFontSize(paper));
  const normal: TextStyle = { size };
  const bold: TextStyle = { size, bold: true };
  const lineHeight = Math.round(size * 1.4);
  let y = margin;

  const block = (text: string, x: number, w: number, style: TextStyle, align: 'left' | 'right' | 'center' = 'left') => {
    const lines = wrap(canvas, text, w, style);
    const height = Math.round(style.size * 1.4);
    lines.forEach((line, i) => {
      const advance = canvas.measure(line, style);
      const left = align === 'left' ? x : align === 'right' ? x + w - advance : x + (w - advance) / 2;
      canvas.text(line, left, y + i * height + canvas.ascent(style), style);
    });
    return lines.length * height;
  };

  doc.company.forEach((line, i) => {
    y += block(line, margin, width, i === 0 ? { size: size * 1.2, bold: true } : normal);
  });
  y += lineHeight;
  y += block(doc.title, margin, width, { size: size * 1.55, bold: true }, 'center');
  y += lineHeight;

  const labelWidth = width * 0.21;
  const valueWidth = width * 0.29;
  for (let i = 0; i < doc.fields.length; i += 2) {
    let rowHeight = 0;
    doc.fields.slice(i, i + 2).forEach(([label, value], j) => {
      const x = margin + j * (labelWidth + valueWidth);
      const top = y;
      rowHeight = Math.max(rowHeight, block(label, x, labelWidth - 6, bold));
      y = top;
      rowHeight = Math.max(rowHeight, block(value, x + labelWidth, valueWidth - 10, normal));
      y = top;
    });
    y += rowHeight + 2;
  }
  y += lineHeight / 2;

  const columns = doc.table.columns;
  const moneyWidth = width * 0.26;
  const textWidth =
    (width - moneyWidth * columns.filter((c) => c.money).length) / columns.filter((c) => !c.money).length;
  const widths = columns.map((c) => (c.money ? moneyWidth : textWidth));
  const pad = Math.round(size * 0.3);
  const tableRow = (cells: string[], style: TextStyle, header: boolean) => {
    const top = y;
    let height = 0;
    let x = margin;
    const heights = cells.map((cell, i) => {
      y = top + pad;
      const h = block(cell, x + pad, widths[i] - 2 * pad, style, columns[i]?.money ? 'right' : 'left');
      x += widths[i];
      return h;
    });
    height = Math.max(...heights) + 2 * pad;
    if (header) canvas.rect(margin, top, width, height, HEAD_FILL);
    canvas.rect(margin, top + height - 1, width, Math.max(1, Math.round(PNG_DPI / 150)), header ? 0 : RULE);
    y = top + height;
  };
  tableRow(
    columns.map((c) => c.header),
    bold,
    true,
  );
  for (const row of doc.table.rows) tableRow(row.map(cellText), normal, false);
  y += pad;

  const totalText = formatMoney(doc.total.kurus);
  const totalLabel = `${doc.total.label}:`;
  const baseline = y + canvas.ascent(bold);
  const totalWidth = canvas.measure(totalText, bold);
  canvas.text(totalText, margin + width - pad - totalWidth, baseline, bold);
  canvas.text(totalLabel, margin + width - pad - totalWidth - size - canvas.measure(totalLabel, bold), baseline, bold);
  y += lineHeight * 1.5;

  const label = `${doc.words.label}: `;
  const labelAdvance = canvas.text(label, margin, y + canvas.ascent(bold), bold);
  y += block(doc.words.text, margin + labelAdvance, width - labelAdvance, normal);
  y += lineHeight * 3;

  const signWidth = width / doc.signatures.length;
  const signTop = y;
  let signBottom = y;
  doc.signatures.forEach((name, i) => {
    y = signTop;
    y += block(name, margin + i * signWidth, signWidth, bold, 'center');
    y += lineHeight * 2.5;
    y += block('İmza', margin + i * signWidth, signWidth, { size, gray: MUTED }, 'center');
    signBottom = Math.max(signBottom, y);
  });
  return signBottom + margin;
}

/**
 * The receipt as a PNG image at 150 dpi: each copy is one page of the chosen paper, one below the other
 * (two A5 copies fill one A4 sheet), a dashed cut line between them. The page grows when the content is longer.
 */
export const writeReceiptPng: ReceiptWriter = async (file, doc, { paper, copies }) => {
  const width = px(PAPER_MM[paper].width);
  const paperHeight = px(PAPER_MM[paper].height);
  // Measure on a throwaway canvas first, then draw on a page tall enough.
  const needed = draw(new Canvas(width, paperHeight, true), doc, paper);
  const height = Math.max(paperHeight, Math.ceil(needed));
  const canvas = new Canvas(width, height);
  draw(canvas, doc, paper);
  if (copies > 1) {
    for (let x = 0; x < width; x += 24) canvas.rect(x, height - 2, 12, 2, RULE);
  }
  await fs.promises.writeFile(file, await encodePng(canvas.toGray(), width, height, copies, PNG_DPI));
};
