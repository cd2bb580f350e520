// A server whose stdout nobody reads (lib/http/shutdown.test.ts): it logs until the pipe is full, says so
// over IPC, and then must still stop on SIGTERM.
import Fastify from 'fastify';
import { loggerOptions } from '../lib/logger';
import { exitOnSignals } from '../lib/http/shutdown';

const app = Fastify({ logger: loggerOptions('info') });
exitOnSignals(app.log, () => app.close());
await app.ready();
const line = 'x'.repeat(1000);
for (let i = 0; i < 5000; i++) app.log.info({ i, line }, 'filling the log pipe');
process.send?.('logged');
setInterval(() => app.log.info('still running'), 50);
