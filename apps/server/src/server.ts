import { buildApp } from './app';
import { bootstrap } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { resolveSecrets } from './lib/auth/secrets';
import { exitOnSignals } from './lib/http/shutdown';

async function main() {
  const config = loadConfig();
  const secrets = await resolveSecrets({
    dataDir: config.dataDir,
    jwtSecret: config.auth.jwtSecret,
    encryptionKey: config.encryptionKey,
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({ database, config, secrets });
  await bootstrap(database.db, config, app.log, secrets.encryptionKey);

  exitOnSignals(app.log, async () => {
    await app.close();
    await database.close();
  });

  await app.listen({ host: config.host, port: config.port });
  app.log.info({ url: config.publicUrl, database: database.kind }, 'Saram is ready');
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  }
  process.exit(1);
});
