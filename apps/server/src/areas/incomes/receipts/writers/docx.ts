import fs from 'node:fs';
import { formatMoney } from '@site/shared';
import { fitInto, imageSize } from './imageSize';
import {
  baseFontSize,
  PAPER_MM,
  pageMarginMm,
  type ReceiptCell,
  type ReceiptDocument,
  type ReceiptWriter,
  usableWidthMm,
  xmlEscape,
} from './types';
import { zip } from './zip';

// WordprocessingML (ECMA-376) written directly: a receipt needs paragraphs, tables, page breaks and a page size.

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const twips = (mm: number) => Math.round((mm / 25.4) * 1440);
const emu = (mm: number) => Math.round(mm * 36000);
const cellText = (cell: ReceiptCell) => (typeof cell === 'string' ? cell : formatMoney(cell.kurus));

type RunStyle = { bold?: boolean; size?: number; color?: string };
function run(text: string, style: RunStyle = {}): string {
  const props = [
    style.bold ? '<w:b/><w:bCs/>' : '',
    style.color ? `<w:color w:val="${style.color}"/>` : '',
    style.size ? `<w:sz w:val="${Math.round(style.size * 2)}"/><w:szCs w:val="${Math.round(style.size * 2)}"/>` : '',
  ].join('');
  return `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ''}<w:t xml:space="preserve">${xmlEscape(text)}</w:t></w:r>`;
}

type ParagraphStyle = { align?: 'left' | 'center' | 'right'; before?: number; after?: number; pageBreak?: boolean };
function paragraph(runs: string, style: ParagraphStyle = {}): string {
  const props = [
    style.pageBreak ? '<w:pageBreakBefore/>' : '',
    style.before || style.after ? `<w:spacing w:before="${style.before ?? 0}" w:after="${style.after ?? 0}"/>` : '',
    style.align && style.align !== 'left' ? `<w:jc w:val="${style.align === 'right' ? 'right' : 'center'}"/>` : '',
  ].join('');
  return `<w:p>${props ? `<w:pPr>${props}</w:pPr>` : ''}${runs}</w:p>`;
}

type TableCell = { body: string; width: number; span?: number; line?: boolean; head?: boolean };
function table(widths: number[], rows: { cells: TableCell[]; header?: boolean }[]): string {
  const total = widths.reduce((a, b) => a + b, 0);
  const tr = rows
    .map(
      ({ cells, header }) =>
        `<w:tr>${header ? '<w:trPr><w:tblHeader/></w:trPr>' : ''}${cells
          .map((c) => {
            const borders = c.line
              ? '<w:tcBorders><w:bottom w:val="single" w:sz="4" w:space="0" w:color="808080"/></w:tcBorders>'
              : '';
            const fill = c.head ? '<w:shd w:val="clear" w:color="auto" w:fill="EEEEEE"/>' : '';
            const span = c.span && c.span > 1 ? `<w:gridSpan w:val="${c.span}"/>` : '';
            return `<w:tc><w:tcPr><w:tcW w:w="${c.width}" w:type="dxa"/>${span}${borders}${fill}</w:tcPr>${c.body}</w:tc>`;
          })
          .join('')}</w:tr>`,
    )
    .join('');
  return `<w:tbl><w:tblPr><w:tblW w:w="${total}" w:type="dxa"/><w:tblLayout w:type="fixed"/><w:tblCellMar><w:top w:w="30" w:type="dxa"/><w:left w:w="60" w:type="dxa"/><w:bottom w:w="30" w:type="dxa"/><w:right w:w="60" w:type="dxa"/></w:tblCellMar></w:tblPr><w:tblGrid>${widths
    .map((w) => `<w:gridCol w:w="${w}"/>`)
    .join('')}</w:tblGrid>${tr}</w:tbl>`;
}

/** The report logo floating at the right margin beside the company block. */
function logoRun(doc: ReceiptDocument, copy: number): string {
  if (!doc.logo) return '';
  const { width, height } = fitInto(imageSize(doc.logo.data), { width: 30, height: 15 });
  const [cx, cy] = [emu(width), emu(height)];
  return `<w:r><w:drawing><wp:anchor distT="0" distB="0" distL="114300" distR="0" simplePos="0" relativeHeight="${copy + 1}" behindDoc="0" locked="0" layoutInCell="1" allowOverlap="1"><wp:simplePos x="0" y="0"/><wp:positionH relativeFrom="margin"><wp:align>right</wp:align></wp:positionH><wp:positionV relativeFrom="paragraph"><wp:posOffset>0</wp:posOffset></wp:positionV><wp:extent cx="${cx}" cy="${cy}"/><wp:effectExtent l="0" t="0" r="0" b="0"/><wp:wrapSquare wrapText="left"/><wp:docPr id="${copy + 1}" name="Logo ${copy + 1}"/><wp:cNvGraphicFramePr/><a:graphic xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:nvPicPr><pic:cNvPr id="0" name="logo"/><pic:cNvPicPr/></pic:nvPicPr><pic:blipFill><a:blip r:embed="rIdLogo"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill><pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="${cx}" cy="${cy}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr></pic:pic></a:graphicData></a:graphic></wp:anchor></w:drawing></w:r>`;
}

function copyXml(doc: ReceiptDocument, copy: number, size: number, widthMm: number): string {
  const width = twips(widthMm);
  const parts: string[] = [];
  const [companyName = '', ...companyRest] = doc.company;
  // Every copy starts on a new page; the logo floats beside the company's name.
  parts.push(
    paragraph(logoRun(doc, copy) + run(companyName, { bold: true, size: size + 2 }), { pageBreak: copy > 0 }),
    ...companyRest.map((line) => paragraph(run(line))),
  );
  parts.push(paragraph(run(doc.title, { bold: true, size: size + 5 }), { align: 'center', before: 200, after: 200 }));

  const quarter = Math.floor(width / 4);
  const fieldRows = [];
  for (let i = 0; i < doc.fields.length; i += 2) {
    const pair = doc.fields.slice(i, i + 2);
    const cells: TableCell[] = pair.flatMap(([label, value]) => [
      { body: paragraph(run(label, { bold: true })), width: quarter },
      { body: paragraph(run(value)), width: quarter },
    ]);
    if (pair.length < 2) cells.push({ body: paragraph(''), width: quarter * 2, span: 2 });
    fieldRows.push({ cells });
  }
  parts.push(table([quarter, quarter, quarter, quarter], fieldRows), paragraph('', { after: 120 }));

  const columns = doc.table.columns;
  const moneyWidth = twips(32);
  const textWidth = Math.floor(
    (width - moneyWidth * columns.filter((c) => c.money).length) / columns.filter((c) => !c.money).length,
  );
  const widths = columns.map((c) => (c.money ? moneyWidth : textWidth));
  parts.push(
    table(widths, [
      {
        header: true,
        cells: columns.map((c, i) => ({
          body: paragraph(run(c.header, { bold: true }), { align: c.money ? 'right' : 'left' }),
          width: widths[i],
          line: true,
          head: true,
        })),
      },
      ...doc.table.rows.map((row) => ({
        cells: row.map((value, i) => ({
          body: paragraph(run(cellText(value)), { align: columns[i]?.money ? 'right' : 'left' }),
          width: widths[i],
          line: true,
        })),
      })),
    ]),
  );
  parts.push(
    paragraph(run(`${doc.total.label}: ${formatMoney(doc.total.kurus)}`, { bold: true }), {
      align: 'right',
      before: 80,
    }),
    paragraph(run(`${doc.words.label}: `, { bold: true }) + run(doc.words.text), { before: 80, after: 480 }),
  );
  const signWidth = Math.floor(width / doc.signatures.length);
  parts.push(
    table(
      doc.signatures.map(() => signWidth),
      [
        {
          cells: doc.signatures.map((label) => ({
            body:
              paragraph(run(label, { bold: true }), { align: 'center' }) +
              paragraph(run('İmza', { color: '666666' }), { align: 'center', before: 600 }),
            width: signWidth,
          })),
        },
      ],
    ),
    paragraph(''),
  );
  return parts.join('');
}

/** The receipt as a Word document: copies one per page, on the chosen paper. */
export const writeReceiptDocx: ReceiptWriter = async (file, doc, { paper, copies }) => {
  const size = baseFontSize(paper);
  const { width, height } = PAPER_MM[paper];
  const margin = twips(pageMarginMm(paper));
  const body = Array.from({ length: copies }, (_, copy) => copyXml(doc, copy, size, usableWidthMm(paper))).join('');
  const section = `<w:sectPr><w:pgSz w:w="${twips(width)}" w:h="${twips(height)}"/><w:pgMar w:top="${margin}" w:right="${margin}" w:bottom="${margin}" w:left="${margin}" w:header="0" w:footer="0" w:gutter="0"/></w:sectPr>`;
  const document = `${XML_HEAD}<w:document xmlns:w="${W}" xmlns:r="${R}" xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"><w:body>${body}${section}</w:body></w:document>`;
  const styles = `${XML_HEAD}<w:styles xmlns:w="${W}"><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:eastAsia="Calibri" w:cs="Calibri"/><w:sz w:val="${Math.round(size * 2)}"/><w:szCs w:val="${Math.round(size * 2)}"/><w:lang w:val="tr-TR" w:eastAsia="tr-TR" w:bidi="ar-SA"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="0" w:line="240" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style><w:style w:type="table" w:default="1" w:styleId="TableNormal"><w:name w:val="Normal Table"/><w:uiPriority w:val="99"/><w:semiHidden/><w:tblPr><w:tblInd w:w="0" w:type="dxa"/><w:tblCellMar><w:top w:w="0" w:type="dxa"/><w:left w:w="108" w:type="dxa"/><w:bottom w:w="0" w:type="dxa"/><w:right w:w="108" w:type="dxa"/></w:tblCellMar></w:tblPr></w:style></w:styles>`;
  const logoName = doc.logo ? `logo.${doc.logo.type === 'png' ? 'png' : 'jpeg'}` : null;
  const contentTypes = `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Default Extension="png" ContentType="image/png"/><Default Extension="jpeg" ContentType="image/jpeg"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>`;
  const rootRels = `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>`;
  const documentRels = `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>${
    logoName ? `<Relationship Id="rIdLogo" Type="${R}/image" Target="media/${logoName}"/>` : ''
  }</Relationships>`;
  const core = `${XML_HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:title>${xmlEscape(doc.name)}</dc:title><dc:language>tr-TR</dc:language><dcterms:created xsi:type="dcterms:W3CDTF">${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}</dcterms:created></cp:coreProperties>`;
  await fs.promises.writeFile(
    file,
    zip([
      { name: '[Content_Types].xml', data: contentTypes },
      { name: '_rels/.rels', data: rootRels },
      { name: 'word/document.xml', data: document },
      { name: 'word/styles.xml', data: styles },
      { name: 'word/_rels/document.xml.rels', data: documentRels },
      { name: 'docProps/core.xml', data: core },
      ...(doc.logo && logoName ? [{ name: `word/media/${logoName}`, data: doc.logo.data }] : []),
    ]),
  );
};
