import multipart from '@fastify/multipart';
import { type FieldInfo, type Resource, snakeCase } from '@printfloor/contract';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../services.ts';
import { choiceSources } from './choices.ts';
import type { ResourceHooks } from './hooks/index.ts';
import { IMPORT_MAX_BYTES } from './import-gate.ts';
import { type Normalizers, registerResource } from './routes.ts';
import type { RefResolver, RefTarget } from './sql.ts';
import type { ResourceStore } from './store.ts';
import type { DocumentNumberer } from './types.ts';

/** Resources the domains do not list: tests declare scratch tables here. */
const EXTRA_RESOURCES: Resource[] = [];
const EXTRA_HOOKS: Record<string, ResourceHooks> = {};

/** Adds a resource served by the engine (call before the app is built; tests use it for scratch tables). */
export function declareResource(resource: Resource, hooks?: ResourceHooks): void {
  if (EXTRA_RESOURCES.some((r) => r.name === resource.name))
    throw new Error(`resource ${resource.name} declared twice`);
  EXTRA_RESOURCES.push(resource);
  if (hooks) EXTRA_HOOKS[resource.name] = hooks;
}

/** What the engine needs of a domain (modules/domain.ts ServerDomain). */
export interface ResourceSource {
  name: string;
  resources?: readonly Resource[];
  hooks?: Readonly<Record<string, ResourceHooks>>;
  /** The generator of numbered codes (FieldDef.numbered); one domain provides it (factorySettings). */
  numberer?: DocumentNumberer;
}

/** Resolves a ref field's target: a declared resource, or the table/columns the field names. */
export function refResolver(owner: Resource, all: readonly Resource[]): RefResolver {
  return (field: FieldInfo): RefTarget => {
    const ref = field.ref;
    if (!ref) throw new Error(`${owner.name}.${field.key} is not a ref`);
    const target = all.find((r) => r.name === ref.resource);
    if (target) {
      const label = target.fieldList.find((f) => f.key === ref.labelField);
      return {
        table: target.table,
        labelColumn: ref.labelColumn ?? label?.column ?? snakeCase(ref.labelField),
        tenant: target.scope === 'tenant',
        softDelete: target.softDelete,
      };
    }
    return {
      table: ref.table ?? snakeCase(ref.resource),
      labelColumn: ref.labelColumn ?? snakeCase(ref.labelField),
      tenant: owner.scope === 'tenant',
      softDelete: true,
    };
  };
}

/** Stores by resource name, for modules that add hand-written calls next to the generated ones. */
export const resourceStores = new WeakMap<AppServices, Map<string, ResourceStore>>();

/**
 * Registers the generated endpoints of every declared resource, in an encapsulated plugin
 * that owns multipart parsing (import) and the input normalisation that runs before the
 * route wrapper validates ('' → null, numeric strings → numbers, keys any case).
 */
export async function registerResources(
  app: FastifyInstance,
  services: AppServices,
  domains: readonly ResourceSource[],
): Promise<void> {
  const resources = [...domains.flatMap((d) => d.resources ?? []), ...EXTRA_RESOURCES];
  const hooks: Record<string, ResourceHooks> = Object.assign({}, ...domains.map((d) => d.hooks ?? {}), EXTRA_HOOKS);
  const numberer = domains.find((d) => d.numberer)?.numberer;
  const seen = new Set<string>();
  for (const r of resources) {
    if (seen.has(r.name)) throw new Error(`resource ${r.name} declared twice`);
    seen.add(r.name);
  }
  await app.register(async (child) => {
    await child.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } });
    const normalizers: Normalizers = new Map();
    child.addHook('preHandler', async (req) => {
      normalizers.get(`${req.method} ${req.routeOptions.url}`)?.(req);
    });
    const stores = new Map<string, ResourceStore>();
    for (const resource of resources) {
      const store = registerResource(
        child,
        services,
        resource,
        refResolver(resource, resources),
        normalizers,
        hooks[resource.name],
        numberer,
        choiceSources(resource, resources),
      );
      stores.set(resource.name, store);
    }
    resourceStores.set(services, stores);
  });
}
