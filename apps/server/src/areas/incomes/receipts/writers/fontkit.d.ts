// The part of fontkit (pdfkit's font engine, pure JavaScript) the PNG writer uses; the package ships no types.
declare module 'fontkit' {
  export type PathCommand = {
    command: 'moveTo' | 'lineTo' | 'quadraticCurveTo' | 'bezierCurveTo' | 'closePath';
    args: number[];
  };
  export type Glyph = { id: number; path: { commands: PathCommand[] } };
  export type GlyphPosition = { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number };
  export type GlyphRun = { glyphs: Glyph[]; positions: GlyphPosition[]; advanceWidth: number };
  export type Font = {
    unitsPerEm: number;
    ascent: number;
    descent: number;
    layout(text: string): GlyphRun;
  };
  export function openSync(path: string): Font;
}
