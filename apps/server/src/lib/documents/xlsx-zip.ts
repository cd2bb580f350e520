import { createInflateRaw } from 'node:zlib';
import { validationError } from '../errors';

/**
 * An uploaded .xlsx's zip, checked before any Excel reader inflates it in memory: its structure, and
 * its real unzipped size (inflated as a stream, not kept), with each sheet's row tags counted.
 */

export const notXlsx = () => validationError({ file: '올바른 Excel(.xlsx) 파일이 아닙니다.' }, '올바른 Excel(.xlsx) 파일이 아닙니다.');
/** A zip entry as the central directory describes it; `rows` counts the row tags of a sheet. */
export type ZipEntry = { name: string; method: number; crc: number; start: number; size: number; unzipped: number; rows: number };

export const sheetPath = /^xl\/worksheets\/sheet(\d+)\.xml$/;
const rowName = Buffer.from('row');

/**
 * Opening row tags (`<row ` or `<x:row `) in a piece of sheet XML. `tail` holds the previous piece's
 * last bytes so a tag cut in two is counted once, in the piece holding its end.
 */
function rowTags(piece: Buffer, tail: Buffer): number {
  const text = tail.length ? Buffer.concat([tail, piece]) : piece;
  let found = 0;
  for (let i = text.indexOf(rowName, 1); i >= 0; i = text.indexOf(rowName, i + 1)) {
    const before = text[i - 1];
    const after = text[i + 3];
    if (after === undefined) continue;
    if ((before === 0x3c && (after === 0x20 || after === 0x3e)) || (before === 0x3a && after === 0x20)) found++;
  }
  return found;
}

/** Inflates a zip entry as a stream, counting (not keeping) its bytes and row tags; RangeError over `limit`. */
async function inflated(body: Buffer, limit: number, countRows: boolean): Promise<{ bytes: number; rows: number }> {
  let bytes = 0;
  let rows = 0;
  let tail = Buffer.alloc(0);
  const inflate = createInflateRaw();
  inflate.end(body);
  for await (const chunk of inflate as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (bytes > limit) {
      inflate.destroy();
      throw new RangeError('too large');
    }
    if (countRows) {
      rows += rowTags(chunk, tail);
      tail = Buffer.from(chunk.subarray(Math.max(0, chunk.length - 4)));
    }
  }
  return { bytes, rows };
}

/**
 * The entries of the zip, from its central directory (sizes in local headers can be missing, and
 * bytes between entries are skipped). Every entry is inflated, as a stream, with a ceiling on the
 * total size (a zip bomb check: declared sizes can lie); the sheets' row tags are counted meanwhile.
 * Refuses (400, in Korean) what is not a zip and what inflates past `maxUnzippedBytes`.
 */
export async function readZip(data: Buffer, maxUnzippedBytes: number): Promise<ZipEntry[]> {
  const u32 = (at: number) => (at + 4 <= data.length ? data.readUInt32LE(at) : -1);
  const u16 = (at: number) => (at + 2 <= data.length ? data.readUInt16LE(at) : -1);
  if (u32(0) !== 0x04034b50) throw notXlsx();
  let end = -1;
  for (let i = data.length - 22; i >= Math.max(0, data.length - 65_557); i--) {
    if (data.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw notXlsx();
  const count = u16(end + 10);
  if (count > 5000) throw notXlsx();
  let at = u32(end + 16);
  let total = 0;
  const entries: ZipEntry[] = [];
  try {
    for (let i = 0; i < count; i++) {
      if (u32(at) !== 0x02014b50) throw notXlsx();
      const [method, crc, size, unzipped, local] = [u16(at + 10), u32(at + 16), u32(at + 20), u32(at + 24), u32(at + 42)];
      const name = data.toString('utf8', at + 46, at + 46 + u16(at + 28));
      at += 46 + u16(at + 28) + u16(at + 30) + u16(at + 32);
      if (u32(local) !== 0x04034b50) throw notXlsx();
      const start = local + 30 + u16(local + 26) + u16(local + 28);
      if (start + size > data.length) throw notXlsx();
      const body = data.subarray(start, start + size);
      let rows = 0;
      if (method === 0) total += body.length;
      else if (method === 8) {
        const got = await inflated(body, maxUnzippedBytes - total, sheetPath.test(name));
        total += got.bytes;
        rows = got.rows;
      } else throw notXlsx();
      if (method === 0 && sheetPath.test(name)) rows = rowTags(body, Buffer.alloc(0));
      if (total > maxUnzippedBytes) throw new RangeError('too large');
      entries.push({ name, method, crc, start, size, unzipped, rows });
    }
  } catch (err) {
    if (err instanceof RangeError) throw validationError({ file: '파일의 압축을 푼 크기가 너무 큽니다.' }, '파일의 압축을 푼 크기가 너무 큽니다.');
    if (err instanceof Error && 'code' in err && String(err.code).startsWith('Z_')) throw notXlsx();
    throw err;
  }
  return entries;
}
