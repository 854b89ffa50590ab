import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.ts';
import type { AppServices } from '../../services.ts';
import { assemblyList, serverBase, serverDisk, serverUsed } from './service.ts';

/** sysServer (admin-net-contract §10): machine, runtime and database facts for the server screen. */
export async function registerSysServerRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysServer/serverBase',
    summary: 'Host, OS, CPU, uptime, Node.js and database versions',
    platformOnly: true,
    handler: async () => serverBase(services),
  });
  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysServer/serverUsed',
    summary: 'CPU busy share, load average, memory and process memory (poll it)',
    platformOnly: true,
    handler: async () => serverUsed(),
  });
  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysServer/serverDisk',
    summary: 'The file system of the data directory',
    platformOnly: true,
    handler: async () => serverDisk(services),
  });
  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysServer/assemblyList',
    summary: 'Installed versions of the running server packages',
    platformOnly: true,
    handler: async () => assemblyList(),
  });
}
