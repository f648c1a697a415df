import fs from 'node:fs';
import { formatMoney, fromKurus } from '@site/shared';
import { neutralizeFormula } from '../../../../http/export/exportList';
import { FONT_FACES, ODF_NAMESPACES, odfPackage } from './odf';
import { baseFontSize, type ReceiptCell, type ReceiptWriter, usableWidthMm, xmlEscape } from './types';

// Shares of the usable width, a little under the whole so rounding never pushes a column onto a second page.
const COLUMN_SHARES = [0.23, 0.33, 0.19, 0.21];
const COLUMNS = COLUMN_SHARES.length;

function styles(size: number, widthMm: number): string {
  const cellStyle = (name: string, cellProps: string, textProps = '', paraProps = '', dataStyle = '') =>
    `<style:style style:name="${name}" style:family="table-cell" style:parent-style-name="Default"${
      dataStyle ? ` style:data-style-name="${dataStyle}"` : ''
    }><style:table-cell-properties ${cellProps}/><style:paragraph-properties ${paraProps}/><style:text-properties ${textProps}/></style:style>`;
  const bold = 'fo:font-weight="bold"';
  const line = 'fo:border-bottom="0.5pt solid #000000" style:vertical-align="top" fo:wrap-option="wrap"';
  return [
    '<number:currency-style style:name="N1" number:language="tr" number:country="TR"><number:number number:decimal-places="2" number:min-decimal-places="2" number:min-integer-digits="1" number:grouping="true"/><number:text> </number:text><number:currency-symbol number:language="tr" number:country="TR">₺</number:currency-symbol></number:currency-style>',
    '<style:style style:name="ta1" style:family="table" style:master-page-name="Default"><style:table-properties table:display="true" style:writing-mode="lr-tb"/></style:style>',
    ...COLUMN_SHARES.map(
      (share, i) =>
        `<style:style style:name="co${i + 1}" style:family="table-column"><style:table-column-properties fo:break-before="auto" style:column-width="${(share * widthMm).toFixed(1)}mm"/></style:style>`,
    ),
    '<style:style style:name="ro1" style:family="table-row"><style:table-row-properties fo:break-before="auto" style:use-optimal-row-height="true"/></style:style>',
    // The first row of every copy after the first starts a new printed page.
    '<style:style style:name="roBreak" style:family="table-row"><style:table-row-properties fo:break-before="page" style:use-optimal-row-height="true"/></style:style>',
    '<style:style style:name="roSign" style:family="table-row"><style:table-row-properties fo:break-before="auto" style:row-height="12mm" style:use-optimal-row-height="false"/></style:style>',
    cellStyle('ceText', 'style:vertical-align="top" fo:wrap-option="wrap"'),
    cellStyle('ceBold', 'style:vertical-align="top"', bold),
    cellStyle('ceCompany', '', `${bold} fo:font-size="${size + 2}pt"`),
    cellStyle('ceTitle', '', `${bold} fo:font-size="${size + 5}pt"`, 'fo:text-align="center"'),
    cellStyle('ceHead', line, bold),
    cellStyle('ceHeadMoney', line, bold, 'fo:text-align="end"'),
    cellStyle('ceLine', line),
    cellStyle('ceLineMoney', line, '', 'fo:text-align="end"', 'N1'),
    cellStyle('ceTotalLabel', '', bold, 'fo:text-align="end"'),
    cellStyle('ceTotal', '', bold, 'fo:text-align="end"', 'N1'),
    cellStyle('ceSignLabel', '', bold, 'fo:text-align="center"'),
    cellStyle('ceSign', 'style:vertical-align="bottom"', 'fo:color="#666666"', 'fo:text-align="center"'),
  ].join('');
}

type Cell = { value: ReceiptCell; style: string; span?: number };

function cellXml({ value, style, span = 1 }: Cell): string {
  const spanned = span > 1 ? ` table:number-columns-spanned="${span}" table:number-rows-spanned="1"` : '';
  const covered = span > 1 ? `<table:covered-table-cell table:number-columns-repeated="${span - 1}"/>` : '';
  if (typeof value === 'string') {
    const text = xmlEscape(neutralizeFormula(value));
    return `<table:table-cell table:style-name="${style}" office:value-type="string"${spanned}><text:p>${text}</text:p></table:table-cell>${covered}`;
  }
  return `<table:table-cell table:style-name="${style}" office:value-type="currency" office:currency="TRY" office:value="${fromKurus(value.kurus)}"${spanned}><text:p>${xmlEscape(formatMoney(value.kurus))}</text:p></table:table-cell>${covered}`;
}

function rowXml(cells: Cell[], rowStyle = 'ro1'): string {
  const used = cells.reduce((sum, c) => sum + (c.span ?? 1), 0);
  const empty = used < COLUMNS ? `<table:table-cell table:number-columns-repeated="${COLUMNS - used}"/>` : '';
  return `<table:table-row table:style-name="${rowStyle}">${cells.map(cellXml).join('')}${empty}</table:table-row>`;
}

/**
 * The receipt as an OpenDocument spreadsheet (LibreOffice Calc), written directly so the page layout carries the
 * paper size and every copy starts on a new page (SheetJS writes neither); amounts are currency cells in ₺.
 */
export const writeReceiptOds: ReceiptWriter = async (file, doc, { paper, copies }) => {
  const size = baseFontSize(paper);
  const columns = doc.table.columns;
  const spans = columns.length === 3 ? [1, 2, 1] : [3, 1];
  const rows: string[] = [];
  for (let copy = 0; copy < copies; copy++) {
    doc.company.forEach((line, i) => {
      rows.push(
        rowXml(
          [{ value: line, style: i === 0 ? 'ceCompany' : 'ceText', span: 3 }],
          i === 0 && copy > 0 ? 'roBreak' : 'ro1',
        ),
      );
    });
    rows.push(rowXml([]), rowXml([{ value: doc.title, style: 'ceTitle', span: COLUMNS }]), rowXml([]));
    for (let i = 0; i < doc.fields.length; i += 2) {
      rows.push(
        rowXml(
          doc.fields.slice(i, i + 2).flatMap(([label, value]) => [
            { value: label, style: 'ceBold' },
            { value, style: 'ceText' },
          ]),
        ),
      );
    }
    rows.push(rowXml([]));
    rows.push(
      rowXml(columns.map((c, i) => ({ value: c.header, style: c.money ? 'ceHeadMoney' : 'ceHead', span: spans[i] }))),
    );
    for (const row of doc.table.rows) {
      rows.push(
        rowXml(row.map((value, i) => ({ value, style: columns[i]?.money ? 'ceLineMoney' : 'ceLine', span: spans[i] }))),
      );
    }
    rows.push(
      rowXml([
        { value: '', style: 'ceText', span: 2 },
        { value: doc.total.label, style: 'ceTotalLabel' },
        { value: { kurus: doc.total.kurus }, style: 'ceTotal' },
      ]),
    );
    rows.push(
      rowXml([
        { value: `${doc.words.label}:`, style: 'ceBold' },
        { value: doc.words.text, style: 'ceText', span: 3 },
      ]),
      rowXml([]),
    );
    rows.push(rowXml(doc.signatures.map((label) => ({ value: label, style: 'ceSignLabel', span: 2 }))));
    rows.push(
      rowXml(
        doc.signatures.map(() => ({ value: 'İmza', style: 'ceSign', span: 2 })),
        'roSign',
      ),
    );
  }
  const table = `<table:table table:name="${xmlEscape(doc.name)}" table:style-name="ta1">${COLUMN_SHARES.map(
    (_, i) => `<table:table-column table:style-name="co${i + 1}" table:default-cell-style-name="Default"/>`,
  ).join('')}${rows.join('')}</table:table>`;
  const content = `<office:document-content ${ODF_NAMESPACES}>${FONT_FACES}<office:automatic-styles>${styles(
    size,
    usableWidthMm(paper),
  )}</office:automatic-styles><office:body><office:spreadsheet>${table}</office:spreadsheet></office:body></office:document-content>`;
  await fs.promises.writeFile(
    file,
    odfPackage({
      mimetype: 'application/vnd.oasis.opendocument.spreadsheet',
      content,
      paper,
      kind: 'spreadsheet',
      fontPt: size,
      title: xmlEscape(doc.name),
      logo: null,
    }),
  );
};
