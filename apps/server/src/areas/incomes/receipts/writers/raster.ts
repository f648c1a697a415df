import { crc32, createDeflate } from 'node:zlib';
import * as fontkit from 'fontkit';
import { robotoFiles } from '../../../../http/export/pdf';

// A small grayscale rasteriser for the PNG receipt: glyph outlines of the Roboto that pdfmake ships
// (ğ ş ı İ ç ö ü ₺), filled with exact-area anti-aliasing, so no system binary or canvas library is needed.

type Point = { x: number; y: number };
type Fonts = { normal: fontkit.Font; bold: fontkit.Font };
let fonts: Fonts | null = null;
const loadFonts = (): Fonts =>
  (fonts ??= { normal: fontkit.openSync(robotoFiles.normal), bold: fontkit.openSync(robotoFiles.bold) });

export type TextStyle = { size: number; bold?: boolean; gray?: number };

/**
 * A page of `width` × `height` pixels. Shapes add signed coverage into an accumulation buffer (one extra
 * column per row for the running sum); `toGray` turns the running sums into pixel values. Non-zero winding:
 * holes (counter-wound contours) cancel, overlapping strokes saturate at full ink.
 */
export class Canvas {
  private readonly stride: number;
  // One layer per ink tone, so grey text and black text do not blend into each other's coverage.
  private readonly layers = new Map<number, Float32Array>();
  private readonly glyphCache = new Map<string, Point[][]>();

  /** A `dry` canvas only measures: layouts run on it to learn their height before the real page exists. */
  constructor(
    readonly width: number,
    readonly height: number,
    private readonly dry = false,
  ) {
    this.stride = width + 2;
  }

  private layer(gray: number): Float32Array {
    let layer = this.layers.get(gray);
    if (!layer) {
      layer = new Float32Array(this.stride * this.height);
      this.layers.set(gray, layer);
    }
    return layer;
  }

  /** Signed area coverage of one edge (the accumulation technique of font-rs). */
  private edge(acc: Float32Array, a: Point, b: Point): void {
    if (a.y === b.y) return;
    const dir = a.y < b.y ? 1 : -1;
    const [p0, p1] = a.y < b.y ? [a, b] : [b, a];
    const clampX = (x: number) => Math.min(Math.max(x, 0), this.width);
    const dxdy = (p1.x - p0.x) / (p1.y - p0.y);
    let x = p0.x;
    if (p0.y < 0) x -= p0.y * dxdy;
    const yStart = Math.max(0, Math.floor(p0.y));
    const yEnd = Math.min(this.height, Math.ceil(p1.y));
    for (let y = yStart; y < yEnd; y++) {
      const row = y * this.stride;
      const dy = Math.min(y + 1, p1.y) - Math.max(y, p0.y);
      const xNext = x + dxdy * dy;
      const d = dy * dir;
      const x0 = clampX(Math.min(x, xNext));
      const x1 = clampX(Math.max(x, xNext));
      const x0floor = Math.floor(x0);
      const x0i = x0floor;
      const x1ceil = Math.ceil(x1);
      const x1i = x1ceil;
      if (x1i <= x0i + 1) {
        const xmf = 0.5 * (x0 + x1) - x0floor;
        acc[row + x0i] += d - d * xmf;
        acc[row + x0i + 1] += d * xmf;
      } else {
        const s = 1 / (x1 - x0);
        const x0f = x0 - x0floor;
        const a0 = 0.5 * s * (1 - x0f) * (1 - x0f);
        const x1f = x1 - x1ceil + 1;
        const am = 0.5 * s * x1f * x1f;
        acc[row + x0i] += d * a0;
        if (x1i === x0i + 2) {
          acc[row + x0i + 1] += d * (1 - a0 - am);
        } else {
          const a1 = s * (1.5 - x0f);
          acc[row + x0i + 1] += d * (a1 - a0);
          for (let xi = x0i + 2; xi < x1i - 1; xi++) acc[row + xi] += d * s;
          const a2 = a1 + (x1i - x0i - 3) * s;
          acc[row + x1i - 1] += d * (1 - a2 - am);
        }
        acc[row + x1i] += d * am;
      }
      x = xNext;
    }
  }

  /** Fills closed polygons (non-zero winding) in the given tone, 0 black to 255 white. */
  fill(contours: Point[][], gray = 0): void {
    if (this.dry) return;
    const acc = this.layer(gray);
    for (const contour of contours) {
      for (let i = 0; i < contour.length; i++) this.edge(acc, contour[i], contour[(i + 1) % contour.length]);
    }
  }

  rect(x: number, y: number, w: number, h: number, gray = 0): void {
    this.fill(
      [
        [
          { x, y },
          { x: x + w, y },
          { x: x + w, y: y + h },
          { x, y: y + h },
        ],
      ],
      gray,
    );
  }

  private fontOf(style: TextStyle): fontkit.Font {
    const f = loadFonts();
    return style.bold ? f.bold : f.normal;
  }

  /** Advance width of a text in pixels at `size` pixels per em. */
  measure(text: string, style: TextStyle): number {
    const font = this.fontOf(style);
    return (font.layout(text).advanceWidth * style.size) / font.unitsPerEm;
  }

  /** Distance from the top of a line to its baseline, in pixels. */
  ascent(style: TextStyle): number {
    const font = this.fontOf(style);
    return (font.ascent * style.size) / font.unitsPerEm;
  }

  /** Glyph outlines flattened to polygons in font units, y up, cached per glyph. */
  private outline(font: fontkit.Font, bold: boolean, glyph: fontkit.Glyph): Point[][] {
    const key = `${bold ? 'b' : 'n'}${glyph.id}`;
    const cached = this.glyphCache.get(key);
    if (cached) return cached;
    const contours: Point[][] = [];
    let current: Point[] = [];
    let last: Point = { x: 0, y: 0 };
    const steps = Math.max(4, Math.round(font.unitsPerEm / 256));
    for (const { command, args } of glyph.path.commands) {
      if (command === 'moveTo') {
        if (current.length > 2) contours.push(current);
        last = { x: args[0], y: args[1] };
        current = [last];
      } else if (command === 'lineTo') {
        last = { x: args[0], y: args[1] };
        current.push(last);
      } else if (command === 'quadraticCurveTo') {
        const [cx, cy, x, y] = args;
        for (let i = 1; i <= steps; i++) {
          const t = i / steps;
          const u = 1 - t;
          current.push({
            x: u * u * last.x + 2 * u * t * cx + t * t * x,
            y: u * u * last.y + 2 * u * t * cy + t * t * y,
          });
        }
        last = { x, y };
      } else if (command === 'bezierCurveTo') {
        const [c1x, c1y, c2x, c2y, x, y] = args;
        for (let i = 1; i <= steps; i++) {
          const t = i / steps;
          const u = 1 - t;
          current.push({
            x: u * u * u * last.x + 3 * u * u * t * c1x + 3 * u * t * t * c2x + t * t * t * x,
            y: u * u * u * last.y + 3 * u * u * t * c1y + 3 * u * t * t * c2y + t * t * t * y,
          });
        }
        last = { x, y };
      } else if (command === 'closePath') {
        if (current.length > 2) contours.push(current);
        current = [];
      }
    }
    if (current.length > 2) contours.push(current);
    this.glyphCache.set(key, contours);
    return contours;
  }

  /** Draws text with its baseline at `y`, starting at `x`; returns the advance in pixels. */
  text(text: string, x: number, y: number, style: TextStyle): number {
    const font = this.fontOf(style);
    const scale = style.size / font.unitsPerEm;
    const run = font.layout(text);
    let pen = x;
    run.glyphs.forEach((glyph, i) => {
      const position = run.positions[i];
      const ox = pen + position.xOffset * scale;
      const oy = y - position.yOffset * scale;
      const contours = this.outline(font, Boolean(style.bold), glyph).map((contour) =>
        contour.map((p) => ({ x: ox + p.x * scale, y: oy - p.y * scale })),
      );
      this.fill(contours, style.gray ?? 0);
      pen += position.xAdvance * scale;
    });
    return pen - x;
  }

  /** Rows of 8-bit grey pixels (255 white), darker tones drawn over lighter ones. */
  toGray(): Uint8Array {
    const out = new Uint8Array(this.width * this.height).fill(255);
    const tones = [...this.layers.keys()].sort((a, b) => b - a);
    for (const tone of tones) {
      const acc = this.layers.get(tone) as Float32Array;
      for (let y = 0; y < this.height; y++) {
        let sum = 0;
        const row = y * this.stride;
        const target = y * this.width;
        for (let x = 0; x < this.width; x++) {
          sum += acc[row + x];
          const coverage = Math.min(1, Math.abs(sum));
          if (coverage > 0.002) {
            const value = out[target + x] * (1 - coverage) + tone * coverage;
            out[target + x] = Math.round(value);
          }
        }
      }
    }
    return out;
  }
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * An 8-bit greyscale PNG of the page repeated `copies` times one below the other (the copies of a receipt),
 * with its print resolution, so it prints at the paper's real size. Rows are streamed through deflate, so
 * memory holds one page whatever the number of copies.
 */
export async function encodePng(page: Uint8Array, width: number, height: number, copies: number, dpi: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height * copies, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  header[10] = 0; // deflate
  header[11] = 0; // adaptive filtering
  header[12] = 0; // no interlace
  const pixelsPerMetre = Math.round(dpi / 0.0254);
  const physical = Buffer.alloc(9);
  physical.writeUInt32BE(pixelsPerMetre, 0);
  physical.writeUInt32BE(pixelsPerMetre, 4);
  physical[8] = 1; // metres

  // Filter type 0 per row: the page is mostly white, which deflate compresses well as it is.
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) rows.set(page.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);

  const deflate = createDeflate({ level: 6 });
  const parts: Buffer[] = [];
  deflate.on('data', (data: Buffer) => parts.push(data));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  for (let copy = 0; copy < copies; copy++) {
    if (!deflate.write(rows)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  const data = Buffer.concat(parts);
  const idat: Buffer[] = [];
  // IDAT chunks of at most 1 MiB keep every chunk well inside what readers accept.
  for (let offset = 0; offset < data.length; offset += 1 << 20) {
    idat.push(chunk('IDAT', data.subarray(offset, offset + (1 << 20))));
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('pHYs', physical),
    ...idat,
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
