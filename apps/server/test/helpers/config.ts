import { randomBytes } from 'node:crypto';
import { sm2 } from 'sm-crypto-v2';
import { type AppConfig, loadConfig } from '../../src/config.ts';

/** One real SM2 key pair per test process: the SM2 paths of login and password change really decrypt. */
const SM2_PAIR = sm2.generateKeyPairHex();

/**
 * The configuration of a test server (and of the seed that builds the run's template database): its own data
 * folder, fresh secrets, no demo orders (the suites build the orders they test; the demo volume and its artwork
 * files are the app's).
 */
export function testConfig(dataDir: string, jobScheduler = true): AppConfig {
  return loadConfig({
    inMemory: true,
    dataDir,
    demoOrders: false,
    jobScheduler,
    secrets: {
      jwtSecret: randomBytes(32).toString('hex'),
      sm2PublicKey: SM2_PAIR.publicKey,
      sm2PrivateKey: SM2_PAIR.privateKey,
    },
  });
}
