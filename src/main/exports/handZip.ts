/**
 * Test and bench fixture: zip bytes written by hand, so an archive can say what no zip
 * writer would (entries sharing bytes, local and central names that disagree).
 */
import { crc32 } from 'node:zlib';

/** A stored (method 0) zip written by hand: `records` in file order, each central entry pointing where it says. */
export function handZip(
  records: { name: string; data: Uint8Array; centralName?: string; at?: number }[],
  prefix: Uint8Array[] = [],
): Buffer {
  const parts: Buffer[] = prefix.map((part) => Buffer.from(part));
  let offset = parts.reduce((sum, part) => sum + part.length, 0);
  const central: Buffer[] = [];
  for (const record of records) {
    const name = Buffer.from(record.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc32(record.data), 14);
    local.writeUInt32LE(record.data.length, 18);
    local.writeUInt32LE(record.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const centralName = Buffer.from(record.centralName ?? record.name);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt32LE(crc32(record.data), 16);
    entry.writeUInt32LE(record.data.length, 20);
    entry.writeUInt32LE(record.data.length, 24);
    entry.writeUInt16LE(centralName.length, 28);
    entry.writeUInt32LE(record.at ?? offset, 42);
    central.push(entry, centralName);
    if (record.at === undefined) {
      parts.push(local, name, Buffer.from(record.data));
      offset += 30 + name.length + record.data.length;
    }
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(records.length, 8);
  end.writeUInt16LE(records.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}
