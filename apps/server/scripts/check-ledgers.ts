/**
 * `npm run check:ledgers [-- --data-dir DIR]` — proves every ledger of the database (DATABASE_URL, or the
 * embedded one under ./data or DIR): each balance equals the sum of its entries, in every tenant. Prints one
 * line per ledger ("<ledger>: balances = ledger: yes") and each mismatch; exits 1 when any ledger does not hold.
 */
import { parseArgs } from 'node:util';
import { checkLedgers } from '../src/devtools/check-ledgers.ts';
import { DOMAINS } from '../src/modules/index.ts';

const { values } = parseArgs({ options: { 'data-dir': { type: 'string' } } });
const reports = await checkLedgers(DOMAINS, { dataDir: values['data-dir'] });
if (!reports.length) console.log('no ledgers are declared (ServerDomain.ledgers)');
for (const r of reports) {
  console.log(`${r.ledger} (${r.domain}): balances = ledger: ${r.mismatches.length ? 'NO' : 'yes'}`);
  for (const m of r.mismatches)
    console.log(
      `  tenant ${m.tenantId} ${JSON.stringify(m.keys)}: ${JSON.stringify(m.amounts)} entries ${JSON.stringify(m.entries)}`,
    );
}
process.exit(reports.some((r) => r.mismatches.length) ? 1 : 0);
