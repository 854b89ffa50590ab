import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { createDatabase } from '../db/client.ts';
import { asPlatform } from '../db/context.ts';
import type { ServerDomain } from '../modules/domain.ts';
import { checkLedger, type LedgerMismatch } from '../resources/ledger.ts';

export interface LedgerReport {
  ledger: string;
  domain: string;
  mismatches: LedgerMismatch[];
}

/**
 * Proves every domain's ledgers on a database (the configured one, or `dataDir`'s): each balance equals
 * the sum of its entries, in every tenant (run as the owner). One snapshot per ledger; a post committing
 * meanwhile is wholly in it or wholly out of it, so a running factory can be checked.
 */
export async function checkLedgers(
  domains: readonly ServerDomain[],
  options: { dataDir?: string } = {},
): Promise<LedgerReport[]> {
  const config = loadConfig(options.dataDir ? { dataDir: options.dataDir } : {});
  const db = await createDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    const reports: LedgerReport[] = [];
    for (const domain of domains)
      for (const ledger of domain.ledgers ?? [])
        reports.push({
          ledger: ledger.name,
          domain: domain.name,
          mismatches: await asPlatform(db, async (tx) => {
            // One snapshot for the sums and the balances.
            await tx.execute(sql`set transaction isolation level repeatable read`);
            return checkLedger(tx, ledger);
          }),
        });
    return reports;
  } finally {
    await db.close();
  }
}
