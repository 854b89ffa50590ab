import type { Ledger, Resource } from '@printfloor/contract';
import type { FastifyInstance } from 'fastify';
import type { ResourceHooks } from '../resources/hooks/types.ts';
import type { DocumentNumberer } from '../resources/types.ts';
import type { AppServices } from '../services.ts';

/**
 * One business domain (or Admin.NET service) of the server, registered by one line in the
 * list of modules/index.ts. Everything is optional: a system service may only add routes.
 * The folder shape and an example are in docs/architecture.md, "Adding a business domain".
 */
export interface ServerDomain {
  /** Unique; the module's folder name. */
  name: string;
  /** Declarations (from the contract) served by the resource engine. */
  resources?: readonly Resource[];
  /** Server-only behaviour of those resources (and their transitions' guards), by resource name. */
  hooks?: Readonly<Record<string, ResourceHooks>>;
  /** The generator of numbered codes for every resource (FieldDef.numbered): the numbering rules' domain. */
  numberer?: DocumentNumberer;
  /**
   * Its ledgers (contract defineLedger; tables made by `pf_ledger()`): posted only through
   * resources/ledger.ts `postLedger`, proven by `npm run check:ledgers`.
   */
  ledgers?: readonly Ledger[];
  /** Bespoke endpoints, each through addRoute. Called in list order, before the resource endpoints. */
  registerRoutes?(app: FastifyInstance, services: AppServices, domains: readonly ServerDomain[]): Promise<void>;
  /** Registers the domain's event listeners (events/listeners.ts onEvent); called before the worker starts. */
  registerListeners?(): void;
  /**
   * Absolute path of the folder holding this domain's `.sql` migrations. All folders are applied
   * in one global order by file name (NNNN_name.sql, numbers unique across domains), each once.
   */
  migrations?: string;
  /** Demo and system rows of the domain (idempotent), run in list order after the platform seed. */
  seed?(services: AppServices): Promise<void>;
  /** Seed rows that need other domains' seed rows, run after every domain's `seed`. */
  seedLate?(services: AppServices): Promise<void>;
}
