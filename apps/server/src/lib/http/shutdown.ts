import type { FastifyBaseLogger } from 'fastify';
import { releaseLog } from '../logger';

/** The longest a stop may take, whatever the requests in flight, the database or stdout do. */
const shutdownLimitMs = 15_000;

/**
 * On SIGTERM or SIGINT: finish the requests in flight and `close`, then exit; within 15 s in any
 * case, even when stdout has stalled or its reader is gone.
 */
export function exitOnSignals(log: FastifyBaseLogger, close: () => Promise<void>): void {
  let closing = false;
  const exit = async (code: number) => {
    await releaseLog(1_000);
    process.exit(code);
  };
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => void exit(1), shutdownLimitMs);
    let code = 0;
    try {
      await close();
    } catch (err) {
      log.error({ err }, 'shutdown failed');
      code = 1;
    }
    clearTimeout(force);
    await exit(code);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
