import { eq } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { createDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { sysConfig } from '../db/schema/index.ts';
import { DOMAINS } from '../modules/index.ts';
import { seed } from '../seed/index.ts';
import { createServices } from '../services.ts';

/** Migrates and seeds a database; `captcha: false` switches the login captcha off (scripted runs only). */
export async function prepareData(options: { dataDir: string; captcha: boolean }): Promise<void> {
  const config = loadConfig({ dataDir: options.dataDir });
  const db = await createDatabase({ url: config.databaseUrl, dataDir: options.dataDir });
  try {
    await migrate(db, DOMAINS);
    await seed(createServices(config, db));
    if (!options.captcha) {
      await db.orm.update(sysConfig).set({ value: 'False' }).where(eq(sysConfig.code, 'sys_captcha'));
    }
  } finally {
    await db.close();
  }
}
