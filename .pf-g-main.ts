// Helper G's private launcher (temporary, not part of the project): main.ts with the console
// served from /tmp/pf-g-dist so concurrent builds of apps/web/dist do not disturb screenshots.
import { buildApp } from './apps/server/src/app.ts';
import { loadConfig } from './apps/server/src/config.ts';
import { createDatabase } from './apps/server/src/db/client.ts';
import { migrate } from './apps/server/src/db/migrate.ts';
import { seed } from './apps/server/src/seed/index.ts';
import { createServices } from './apps/server/src/services.ts';

const config = { ...loadConfig(), webDist: '/tmp/pf-g-dist' };
const db = await createDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await migrate(db);
const services = createServices(config, db);
await seed(services);
const app = await buildApp(services, { logger: false });
await app.listen({ port: config.port, host: '127.0.0.1' });
console.log('listening', config.port);
