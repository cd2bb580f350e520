// Build step (build.mjs): writes the migrated empty PGlite data directory that first starts load.
import { writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { migrateDatabase, pgliteExtensions, pgliteTemplateFile, wrapPglite } from './client';

const client = await PGlite.create({ extensions: pgliteExtensions() });
await migrateDatabase(wrapPglite(client));
const dump = await client.dumpDataDir('gzip');
await writeFile(pgliteTemplateFile, Buffer.from(await dump.arrayBuffer()));
await client.close();
