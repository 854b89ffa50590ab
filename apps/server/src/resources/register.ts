import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../services.ts';

/** Registers the generated endpoints of every declared resource. */
export async function registerResources(_app: FastifyInstance, _services: AppServices): Promise<void> {}
