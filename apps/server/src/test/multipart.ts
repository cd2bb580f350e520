/** A multipart/form-data body for app.inject: text fields and files. */
export type FormPart = { name: string; value?: string; filename?: string; data?: Buffer; type?: string };

export function multipart(parts: FormPart[], defaultType = 'application/octet-stream') {
  const boundary = `----saram${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}\r\n` +
        (p.filename ? `Content-Type: ${p.type ?? defaultType}\r\n` : '') +
        '\r\n',
    ),
    p.data ?? Buffer.from(p.value ?? ''),
    Buffer.from('\r\n'),
  ]);
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
