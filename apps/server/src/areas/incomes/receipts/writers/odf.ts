import type { ReceiptPaperSize } from '@site/shared';
import { PAPER_MM, pageMarginMm, type ReceiptLogo } from './types';
import { zip } from './zip';

// The parts every OpenDocument file of a receipt shares: namespaces, page layout, manifest, package order.

export const ODF_NAMESPACES = [
  'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"',
  'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"',
  'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"',
  'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"',
  'xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0"',
  'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"',
  'xmlns:xlink="http://www.w3.org/1999/xlink"',
  'xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"',
  'xmlns:number="urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0"',
  'xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0"',
  'xmlns:dc="http://purl.org/dc/elements/1.1/"',
  'office:version="1.3"',
].join(' ');

export const FONT_FACES =
  '<office:font-face-decls><style:font-face style:name="Liberation Sans" svg:font-family="&apos;Liberation Sans&apos;" style:font-family-generic="swiss" style:font-pitch="variable"/></office:font-face-decls>';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/**
 * styles.xml: the paper size lives on the page layout of the master page every page uses
 * ('Standard' for text, 'Default' for spreadsheets), with the default font and size.
 */
function stylesXml(
  paper: ReceiptPaperSize,
  family: 'paragraph' | 'table-cell',
  master: string,
  fontPt: number,
): string {
  const { width, height } = PAPER_MM[paper];
  const margin = pageMarginMm(paper);
  return `${XML_HEAD}<office:document-styles ${ODF_NAMESPACES}>${FONT_FACES}<office:styles><style:default-style style:family="${family}"><style:text-properties style:font-name="Liberation Sans" fo:font-size="${fontPt}pt" fo:language="tr" fo:country="TR"/></style:default-style>${
    family === 'paragraph'
      ? '<style:style style:name="Standard" style:family="paragraph" style:class="text"/>'
      : '<style:style style:name="Default" style:family="table-cell"/>'
  }</office:styles><office:automatic-styles><style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="${width}mm" fo:page-height="${height}mm" style:print-orientation="portrait" fo:margin-top="${margin}mm" fo:margin-bottom="${margin}mm" fo:margin-left="${margin}mm" fo:margin-right="${margin}mm"/></style:page-layout></office:automatic-styles><office:master-styles><style:master-page style:name="${master}" style:page-layout-name="pm1"/></office:master-styles></office:document-styles>`;
}

function metaXml(title: string): string {
  return `${XML_HEAD}<office:document-meta ${ODF_NAMESPACES}><office:meta><dc:title>${title}</dc:title><dc:language>tr-TR</dc:language><meta:generator>Site Yönetimi</meta:generator></office:meta></office:document-meta>`;
}

export const LOGO_PATH = (logo: ReceiptLogo) => `Pictures/logo.${logo.type === 'png' ? 'png' : 'jpg'}`;

/**
 * The package: `mimetype` first and stored (so tools can sniff the type at a fixed offset), then the
 * manifest listing every part.
 */
export function odfPackage(opts: {
  mimetype: string;
  content: string;
  paper: ReceiptPaperSize;
  kind: 'text' | 'spreadsheet';
  fontPt: number;
  /** Already XML-escaped. */
  title: string;
  logo: ReceiptLogo | null;
}): Buffer {
  const styles =
    opts.kind === 'text'
      ? stylesXml(opts.paper, 'paragraph', 'Standard', opts.fontPt)
      : stylesXml(opts.paper, 'table-cell', 'Default', opts.fontPt);
  const picture = opts.logo ? LOGO_PATH(opts.logo) : null;
  const manifest = `${XML_HEAD}<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.3"><manifest:file-entry manifest:full-path="/" manifest:version="1.3" manifest:media-type="${opts.mimetype}"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/><manifest:file-entry manifest:full-path="styles.xml" manifest:media-type="text/xml"/><manifest:file-entry manifest:full-path="meta.xml" manifest:media-type="text/xml"/>${
    picture && opts.logo
      ? `<manifest:file-entry manifest:full-path="${picture}" manifest:media-type="image/${opts.logo.type}"/>`
      : ''
  }</manifest:manifest>`;
  return zip([
    { name: 'mimetype', data: opts.mimetype, stored: true },
    { name: 'META-INF/manifest.xml', data: manifest },
    { name: 'content.xml', data: `${XML_HEAD}${opts.content}` },
    { name: 'styles.xml', data: styles },
    { name: 'meta.xml', data: metaXml(opts.title) },
    ...(picture && opts.logo ? [{ name: picture, data: opts.logo.data, stored: true }] : []),
  ]);
}
