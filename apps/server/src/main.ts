import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { DOMAINS } from './modules/index.ts';
import { seed } from './seed/index.ts';
import { createServices } from './services.ts';

/** `npm start`: migrate, seed the demo data (idempotent), serve API and console on one port. */
const config = loadConfig();
const db = await createDatabase({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: config.databasePoolSize,
});
const applied = await migrate(db, DOMAINS);
const services = createServices(config, db);
await seed(services);
const app = await buildApp(services, { logger: true });
await app.listen({ port: config.port, host: config.host });
app.log.info(
  `PrintFloor on http://localhost:${config.port} (${db.kind === 'pg' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}; migrations applied: ${applied.length})`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await db.close();
    process.exit(0);
  });
}
