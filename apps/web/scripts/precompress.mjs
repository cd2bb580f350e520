// Writes .br and .gz beside each text asset of the build, so the server sends them precompressed.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const text = /\.(js|mjs|css|html|svg|json|txt|map)$/;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      // .vite holds the build's manifests (read by the bundle budget), never served.
      if (entry.name !== '.vite') yield* files(full);
    }
    else if (text.test(entry.name)) yield full;
  }
}

let count = 0;
for await (const file of files(dist)) {
  const data = await readFile(file);
  // Only where it is smaller: a tiny chunk can grow under compression.
  const br = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  const gz = gzipSync(data, { level: 9 });
  if (br.length < data.length) await writeFile(`${file}.br`, br);
  if (gz.length < data.length) await writeFile(`${file}.gz`, gz);
  if (br.length < data.length) count++;
}
console.log(`precompressed ${count} files`);
