import fs from 'node:fs';
import { formatMoney } from '@site/shared';
import { fitInto, imageSize } from './imageSize';
import { FONT_FACES, LOGO_PATH, ODF_NAMESPACES, odfPackage } from './odf';
import {
  baseFontSize,
  type ReceiptCell,
  type ReceiptDocument,
  type ReceiptWriter,
  usableWidthMm,
  xmlEscape,
} from './types';

const e = xmlEscape;
const cellText = (cell: ReceiptCell) => (typeof cell === 'string' ? cell : formatMoney(cell.kurus));
const p = (style: string, text: string) => `<text:p text:style-name="${style}">${e(text)}</text:p>`;

function automaticStyles(size: number, widthMm: number, doc: ReceiptDocument): string {
  const columns = doc.table.columns;
  const moneyWidth = 30;
  const textWidth =
    (widthMm - moneyWidth * columns.filter((c) => c.money).length) / columns.filter((c) => !c.money).length;
  const paragraph = (name: string, para: string, textProps: string) =>
    `<style:style style:name="${name}" style:family="paragraph"><style:paragraph-properties ${para}/><style:text-properties ${textProps}/></style:style>`;
  const bold = 'fo:font-weight="bold"';
  return [
    paragraph('PCompany', '', `${bold} fo:font-size="${size + 2}pt"`),
    // Each copy after the first starts on a new page.
    paragraph('PCompanyBreak', 'fo:break-before="page"', `${bold} fo:font-size="${size + 2}pt"`),
    paragraph(
      'PTitle',
      'fo:text-align="center" fo:margin-top="4mm" fo:margin-bottom="4mm"',
      `${bold} fo:font-size="${size + 5}pt"`,
    ),
    paragraph('PBold', '', bold),
    paragraph('PRight', 'fo:text-align="end"', ''),
    paragraph('PRightBold', 'fo:text-align="end"', bold),
    paragraph('PCenterBold', 'fo:text-align="center"', bold),
    paragraph('PSign', 'fo:text-align="center" fo:margin-top="12mm"', 'fo:color="#666666"'),
    paragraph('PWords', 'fo:margin-top="2mm" fo:margin-bottom="10mm"', ''),
    paragraph('PSpace', 'fo:margin-top="2mm"', ''),
    `<style:style style:name="TFull" style:family="table"><style:table-properties style:width="${widthMm}mm" table:align="margins"/></style:style>`,
    `<style:style style:name="CField" style:family="table-column"><style:table-column-properties style:column-width="${widthMm / 4}mm"/></style:style>`,
    `<style:style style:name="CText" style:family="table-column"><style:table-column-properties style:column-width="${textWidth}mm"/></style:style>`,
    `<style:style style:name="CSign" style:family="table-column"><style:table-column-properties style:column-width="${widthMm / doc.signatures.length}mm"/></style:style>`,
    `<style:style style:name="CMoney" style:family="table-column"><style:table-column-properties style:column-width="${moneyWidth}mm"/></style:style>`,
    '<style:style style:name="XPlain" style:family="table-cell"><style:table-cell-properties fo:padding="0.6mm" fo:border="none"/></style:style>',
    '<style:style style:name="XHead" style:family="table-cell"><style:table-cell-properties fo:padding="0.8mm" fo:background-color="#eeeeee" fo:border-bottom="0.5pt solid #000000" fo:border-top="none" fo:border-left="none" fo:border-right="none"/></style:style>',
    '<style:style style:name="XLine" style:family="table-cell"><style:table-cell-properties fo:padding="0.8mm" fo:border-bottom="0.5pt solid #999999" fo:border-top="none" fo:border-left="none" fo:border-right="none"/></style:style>',
    '<style:style style:name="GLogo" style:family="graphic"><style:graphic-properties style:wrap="parallel" style:horizontal-pos="right" style:horizontal-rel="paragraph" style:vertical-pos="top" style:vertical-rel="paragraph"/></style:style>',
  ].join('');
}

function copyXml(doc: ReceiptDocument, copy: number): string {
  const parts: string[] = [];
  const [companyName = '', ...companyRest] = doc.company;
  let logo = '';
  if (doc.logo) {
    const { width, height } = fitInto(imageSize(doc.logo.data), { width: 30, height: 15 });
    logo = `<draw:frame draw:style-name="GLogo" draw:name="Logo${copy + 1}" text:anchor-type="paragraph" svg:width="${width.toFixed(2)}mm" svg:height="${height.toFixed(2)}mm" draw:z-index="0"><draw:image xlink:href="${LOGO_PATH(doc.logo)}" xlink:type="simple" xlink:show="embed" xlink:actuate="onLoad"/></draw:frame>`;
  }
  parts.push(`<text:p text:style-name="${copy > 0 ? 'PCompanyBreak' : 'PCompany'}">${logo}${e(companyName)}</text:p>`);
  for (const line of companyRest) parts.push(p('Standard', line));
  parts.push(p('PTitle', doc.title));

  const cell = (style: string, body: string, span = 1) =>
    `<table:table-cell table:style-name="${style}" office:value-type="string"${span > 1 ? ` table:number-columns-spanned="${span}"` : ''}>${body}</table:table-cell>${span > 1 ? '<table:covered-table-cell/>'.repeat(span - 1) : ''}`;

  let fields = `<table:table table:name="Bilgiler${copy + 1}" table:style-name="TFull"><table:table-column table:style-name="CField" table:number-columns-repeated="4"/>`;
  for (let i = 0; i < doc.fields.length; i += 2) {
    const pair = doc.fields.slice(i, i + 2);
    fields += '<table:table-row>';
    for (const [label, value] of pair)
      fields += cell('XPlain', p('PBold', label)) + cell('XPlain', p('Standard', value));
    if (pair.length < 2) fields += cell('XPlain', p('Standard', ''), 2);
    fields += '</table:table-row>';
  }
  parts.push(`${fields}</table:table>`, p('PSpace', ''));

  const columns = doc.table.columns;
  let lines = `<table:table table:name="Kalemler${copy + 1}" table:style-name="TFull">${columns
    .map((c) => `<table:table-column table:style-name="${c.money ? 'CMoney' : 'CText'}"/>`)
    .join('')}<table:table-header-rows><table:table-row>${columns
    .map((c) => cell('XHead', p(c.money ? 'PRightBold' : 'PBold', c.header)))
    .join('')}</table:table-row></table:table-header-rows>`;
  for (const row of doc.table.rows) {
    lines += `<table:table-row>${row
      .map((value, i) => cell('XLine', p(columns[i]?.money ? 'PRight' : 'Standard', cellText(value))))
      .join('')}</table:table-row>`;
  }
  parts.push(`${lines}</table:table>`);
  parts.push(p('PRightBold', `${doc.total.label}: ${formatMoney(doc.total.kurus)}`));
  parts.push(
    `<text:p text:style-name="PWords"><text:span text:style-name="TBold">${e(doc.words.label)}:</text:span> ${e(doc.words.text)}</text:p>`,
  );

  let signs = `<table:table table:name="İmzalar${copy + 1}" table:style-name="TFull"><table:table-column table:style-name="CSign" table:number-columns-repeated="${doc.signatures.length}"/><table:table-row>`;
  signs += doc.signatures.map((label) => cell('XPlain', p('PCenterBold', label) + p('PSign', 'İmza'))).join('');
  parts.push(`${signs}</table:table-row></table:table>`);
  return parts.join('');
}

/** The receipt as an OpenDocument text (LibreOffice Writer): copies one per page on the chosen paper. */
export const writeReceiptOdt: ReceiptWriter = async (file, doc, { paper, copies }) => {
  const size = baseFontSize(paper);
  const styles = `${automaticStyles(size, usableWidthMm(paper), doc)}<style:style style:name="TBold" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>`;
  const body = Array.from({ length: copies }, (_, copy) => copyXml(doc, copy)).join('');
  const content = `<office:document-content ${ODF_NAMESPACES}>${FONT_FACES}<office:automatic-styles>${styles}</office:automatic-styles><office:body><office:text>${body}</office:text></office:body></office:document-content>`;
  await fs.promises.writeFile(
    file,
    odfPackage({
      mimetype: 'application/vnd.oasis.opendocument.text',
      content,
      paper,
      kind: 'text',
      fontPt: size,
      title: e(doc.name),
      logo: doc.logo,
    }),
  );
};
