import type { FastifyInstance } from 'fastify';
import { sm2 } from 'sm-crypto-v2';
import { addRoute } from '../../http/route.ts';
import type { AppServices } from '../../services.ts';

/** sysCommon (admin-net-contract §10): smKeyPair, a fresh SM2 key pair for the tools screen. */
export async function registerSysCommonRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysCommon/smKeyPair',
    // Never logged: the answer holds a private key.
    audit: false,
    summary: 'A new SM2 key pair (hex, uncompressed public key); generated, not stored',
    handler: async () => {
      const { privateKey, publicKey } = sm2.generateKeyPairHex();
      return { privateKey, publicKey };
    },
  });
}
