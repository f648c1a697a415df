import { inflateRawSync } from 'node:zlib';

const LOCAL_SIG = 0x04034b50;
const CENTRAL_SIG = 0x02014b50;
const END_SIG = 0x06054b50;

type Entry = { name: string; central: Buffer; data: Buffer; method: number };

function findEndOfCentralDirectory(zip: Buffer): number {
  // The end record is 22 bytes plus a comment of at most 64 KiB.
  const min = Math.max(0, zip.length - 22 - 0xffff);
  for (let i = zip.length - 22; i >= min; i--) {
    if (zip.readUInt32LE(i) === END_SIG) return i;
  }
  throw new Error('Not a zip file: end of central directory not found');
}

function readEntries(zip: Buffer): Entry[] {
  const end = findEndOfCentralDirectory(zip);
  const count = zip.readUInt16LE(end + 10);
  let p = zip.readUInt32LE(end + 16);
  const entries: Entry[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(p) !== CENTRAL_SIG) throw new Error('Broken zip central directory');
    const method = zip.readUInt16LE(p + 10);
    const compressedSize = zip.readUInt32LE(p + 20);
    const nameLength = zip.readUInt16LE(p + 28);
    const recordLength = 46 + nameLength + zip.readUInt16LE(p + 30) + zip.readUInt16LE(p + 32);
    const localOffset = zip.readUInt32LE(p + 42);
    if (zip.readUInt32LE(localOffset) !== LOCAL_SIG) throw new Error('Broken zip local header');
    // The local header's own name/extra lengths locate the data, not the central ones.
    const dataStart = localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    entries.push({
      name: zip.toString('utf8', p + 46, p + 46 + nameLength),
      central: Buffer.from(zip.subarray(p, p + recordLength)),
      data: zip.subarray(dataStart, dataStart + compressedSize),
      method,
    });
    p += recordLength;
  }
  return entries;
}

/**
 * ODF requires the package's first entry to be `mimetype`, stored (not
 * compressed) and without extra field, so that tools can sniff the type at a
 * fixed offset. SheetJS writes it third and deflated; this rewrites the zip
 * with `mimetype` first and stored, copying the other entries' compressed
 * data unchanged.
 */
export function ensureMimetypeFirst(zip: Buffer): Buffer {
  const entries = readEntries(zip);
  const mimetype = entries.find((e) => e.name === 'mimetype');
  if (!mimetype) throw new Error('ODF package without mimetype entry');
  if (mimetype.method !== 0) {
    // The CRC is of the uncompressed bytes, so it stays valid when we store them.
    mimetype.data = inflateRawSync(mimetype.data);
    mimetype.method = 0;
    mimetype.central.writeUInt16LE(0, 10);
    mimetype.central.writeUInt32LE(mimetype.data.length, 20);
  }
  const ordered = [mimetype, ...entries.filter((e) => e !== mimetype)];

  const parts: Buffer[] = [];
  let offset = 0;
  for (const entry of ordered) {
    const c = entry.central;
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_SIG, 0);
    local.writeUInt16LE(c.readUInt16LE(6), 4); // version needed
    // Sizes are known and written here, so no data descriptor follows (bit 3 off).
    local.writeUInt16LE(c.readUInt16LE(8) & ~0x0008, 6);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt16LE(c.readUInt16LE(12), 10); // time
    local.writeUInt16LE(c.readUInt16LE(14), 12); // date
    local.writeUInt32LE(c.readUInt32LE(16), 14); // crc-32
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(c.readUInt32LE(24), 22); // uncompressed size
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28); // no extra field
    c.writeUInt16LE(c.readUInt16LE(8) & ~0x0008, 8);
    c.writeUInt32LE(offset, 42);
    parts.push(local, name, entry.data);
    offset += local.length + name.length + entry.data.length;
  }
  const centralStart = offset;
  for (const entry of ordered) {
    parts.push(entry.central);
    offset += entry.central.length;
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_SIG, 0);
  end.writeUInt16LE(ordered.length, 8);
  end.writeUInt16LE(ordered.length, 10);
  end.writeUInt32LE(offset - centralStart, 12);
  end.writeUInt32LE(centralStart, 16);
  parts.push(end);
  return Buffer.concat(parts);
}
