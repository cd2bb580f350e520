// `npm start`: runs the built server, building first when needed (scripts/ensure-build.mjs), so the quick
// start never serves an outdated build.
import { ensureBuilt } from './ensure-build.mjs';

ensureBuilt();
await import('../apps/server/dist/server.js');
