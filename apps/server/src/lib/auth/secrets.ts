import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

export type Secrets = { jwtKey: Uint8Array; encryptionKey: Buffer };

function decodeKey(name: string, value: string): Buffer {
  const key = Buffer.from(value, 'base64');
  if (key.length !== 32) throw new Error(`${name}는 32바이트 키를 base64로 인코딩한 값이어야 합니다.`);
  return key;
}

/**
 * Keys come from the environment; when unset they are generated once into DATA_DIR/secrets.json
 * (mode 0600), never into the database. Several instances must share the same keys via env.
 */
export async function resolveSecrets(opts: {
  dataDir: string;
  jwtSecret?: string | undefined;
  encryptionKey?: string | undefined;
}): Promise<Secrets> {
  let stored: { jwtSecret?: string; encryptionKey?: string } = {};
  const file = path.resolve(opts.dataDir, 'secrets.json');
  if (!opts.jwtSecret || !opts.encryptionKey) {
    try {
      stored = JSON.parse(await readFile(file, 'utf8'));
    } catch {
      stored = { jwtSecret: randomBytes(32).toString('base64'), encryptionKey: randomBytes(32).toString('base64') };
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
    }
  }
  return {
    jwtKey: decodeKey('SARAM_JWT_SECRET', opts.jwtSecret ?? stored.jwtSecret ?? ''),
    encryptionKey: decodeKey('SARAM_ENCRYPTION_KEY', opts.encryptionKey ?? stored.encryptionKey ?? ''),
  };
}

/** The encryption key in use (environment, else DATA_DIR/secrets.json) without generating one: undefined when there is none. */
export async function existingEncryptionKey(opts: { dataDir: string; encryptionKey?: string | undefined }): Promise<Buffer | undefined> {
  if (opts.encryptionKey) return decodeKey('SARAM_ENCRYPTION_KEY', opts.encryptionKey);
  try {
    const stored = JSON.parse(await readFile(path.resolve(opts.dataDir, 'secrets.json'), 'utf8')) as { encryptionKey?: string };
    return stored.encryptionKey ? decodeKey('SARAM_ENCRYPTION_KEY', stored.encryptionKey) : undefined;
  } catch {
    return undefined;
  }
}

export function randomSecrets(): Secrets {
  return { jwtKey: randomBytes(32), encryptionKey: randomBytes(32) };
}
