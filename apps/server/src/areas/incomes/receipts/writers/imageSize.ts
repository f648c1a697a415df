/** Pixel size of a PNG (IHDR) or JPEG (first SOF marker); null when the bytes say neither. */
export function imageSize(data: Buffer): { width: number; height: number } | null {
  if (data.length >= 24 && data.readUInt32BE(0) === 0x89504e47 && data.toString('latin1', 12, 16) === 'IHDR') {
    return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
  }
  if (data[0] === 0xff && data[1] === 0xd8) {
    let p = 2;
    while (p + 9 < data.length) {
      if (data[p] !== 0xff) return null;
      const marker = data[p + 1];
      const length = data.readUInt16BE(p + 2);
      // SOF0–SOF15 carry the frame size, except DHT (C4), JPG (C8) and DAC (CC).
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { height: data.readUInt16BE(p + 5), width: data.readUInt16BE(p + 7) };
      }
      p += 2 + length;
    }
  }
  return null;
}

/** The largest size with the image's proportions inside a box (any unit). */
export function fitInto(
  size: { width: number; height: number } | null,
  box: { width: number; height: number },
): { width: number; height: number } {
  if (!size || size.width <= 0 || size.height <= 0) return box;
  const scale = Math.min(box.width / size.width, box.height / size.height);
  return { width: size.width * scale, height: size.height * scale };
}
