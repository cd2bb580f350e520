import fs from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * PGlite's own NodeFS never reaches the disk's sync: PGlite starts postgres with fsync off (-F), and
 * Emscripten's NODEFS has no fsync and makes fdatasync a no-op. A power loss could then take commits
 * that were already acknowledged. This file system gives NODEFS an fsync, and postgres runs with
 * fsync on and wal_sync_method=fsync (the method that reaches it), so every commit is on disk before
 * it is acknowledged (a few milliseconds per commit).
 */
class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, options: Parameters<NodeFS['init']>[1]) {
    const result = await super.init(pg, options);
    const preRun = result.emscriptenOpts.preRun ?? [];
    result.emscriptenOpts.preRun = [
      ...preRun,
      (module: { NODEFS: { stream_ops: Record<string, unknown> } }) => {
        module.NODEFS.stream_ops.fsync = (stream: { nfd?: number }) => {
          if (stream.nfd !== undefined) fs.fsyncSync(stream.nfd);
          return 0;
        };
      },
    ];
    return result;
  }
}

/** PGlite persisted under `dir`, with durable commits. */
export function durablePglite(dir: string, options: Omit<PGliteOptions, 'fs' | 'dataDir' | 'startParams'>): Promise<PGlite> {
  return PGlite.create({
    ...options,
    fs: new DurableNodeFS(dir),
    startParams: [...PGlite.defaultStartParams.filter((p) => p !== '-F'), '-c', 'wal_sync_method=fsync'],
  });
}
