// Baseline for bench/run.mjs: a bare Fastify 5 server with one route, GET /bare -> {"status":"ok"}.
// Runs as its own process (like Saram) so it does not share an event loop with the load generator.
// Listens on 127.0.0.1 on a free port and prints {"port":N} as one line on stdout.
// Exits on SIGTERM/SIGINT, and when its stdin closes (the parent bench process went away).
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: 'ok' }));

await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(JSON.stringify({ port: app.server.address().port }) + '\n');

const stop = async () => {
  await app.close().catch(() => {});
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.stdin.on('end', stop);
process.stdin.on('error', stop);
process.stdin.resume();
