import {
  type ImportProgress,
  type ImportStarted,
  ImportState,
  mappingIssues,
  merchantOrderResource,
  PRINT_AREA_OPTIONS,
} from '@printfloor/contract';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Tx } from '../../../db/client.ts';
import { inTenant } from '../../../db/context.ts';
import { updateStamp } from '../../../db/query.ts';
import { omsImportError, omsImportRecord, omsImportRow } from '../../../db/schema/index.ts';
import { BizError } from '../../../errors.ts';
import { errorText } from '../../../http/i18n.ts';
import { importGateOf } from '../../../resources/import-gate.ts';
import type { Caller } from '../../../resources/types.ts';
import { guardXlsx } from '../../../resources/xlsx.ts';
import { publishLive } from '../../live/index.ts';
import { merchantDefaults } from '../hooks.ts';
import type { ImportTemplateData } from './assemble.ts';
import {
  addFailure,
  buildDrafts,
  failGroup,
  type OrderDraft,
  type RowFailures,
  resolveColumns,
  rowError,
} from './assemble.ts';
import { HeapBudget } from './heap-budget.ts';
import { ImageFetcher } from './images.ts';
import { loadOrderSources } from './platform-shop.ts';
import { type OpenedSheet, openSheet } from './sheet.ts';
import { dropStaged, readStaged, type StagedChunk, stageSheet } from './stage.ts';
import { loadTemplate, servingFactory } from './template.ts';
import { writeOrders } from './write.ts';

/** Staged rows read back per transaction (whole orders, ~400 of them): a cut-off run keeps the chunks it committed. */
const CHUNK_ROWS = 1000;
/**
 * Chunks written at once, each in its own transaction: while one waits for the database the other's
 * statements go out (one writer left both the database and this process half idle, bench:orders import).
 */
const WRITERS = 2;
/** Progress goes out at least this often while a run works (live event and the record's columns). */
const PROGRESS_MS = 500;
/** A run whose heartbeat is older than this was cut off with its instance. */
const STALE_SECONDS = 30;
/** Heap growth an import may leave to V8 before it collects (heap-budget.ts): what keeps a large one bounded. */
const HEAP_GROWTH = 32 * 1024 * 1024;

/** Runs in flight per server, so closing the server waits for them (tests, graceful stops). */
const running = new WeakMap<object, Set<Promise<void>>>();

export function runningImports(services: object): Set<Promise<void>> {
  let set = running.get(services);
  if (!set) {
    set = new Set();
    running.set(services, set);
  }
  return set;
}

/** Marks runs left "running" or "queued" without a heartbeat as interrupted (their instance stopped). */
export async function sweepInterrupted(tx: Tx, tenantId?: number): Promise<void> {
  const r = omsImportRecord;
  const swept = await tx
    .update(r)
    .set({ state: ImportState.Interrupted, finishTime: sql`now()`, phase: 'done' })
    .where(
      and(
        tenantId === undefined ? undefined : eq(r.tenantId, tenantId),
        inArray(r.state, [ImportState.Queued, ImportState.Running]),
        lt(r.heartbeatTime, sql`now() - make_interval(secs => ${STALE_SECONDS})`),
      ),
    )
    .returning({ tenantId: r.tenantId, id: r.id });
  // Their staged rows go with them (the orders they had written stay: each chunk was whole).
  for (const s of swept)
    await tx.delete(omsImportRow).where(and(eq(omsImportRow.tenantId, s.tenantId), eq(omsImportRow.recordId, s.id)));
}

export interface ImportRequest {
  fileName: string;
  buffer: Buffer;
  templateId: number | null;
  /** Forced by the direct-print / heat-print list the import was started from; else the template's. */
  printKind?: number;
}

/**
 * Starts an import: the file must be an xlsx, the template enabled and valid, and the sheet's header
 * row must have every column the template maps (refused at once, nothing written: no record, no
 * order); then a record is written and the run goes on in the background, in line behind other
 * imports (the import gate), reporting progress to the user who started it.
 */
export async function startImport(caller: Caller, request: ImportRequest, log: Logger): Promise<ImportStarted> {
  const { services, auth, lang } = caller;
  guardXlsx(request.buffer);
  if (!request.templateId) throw new BizError('O1024');
  const template = await inTenant(services.db, auth.tenantId, async (tx) => {
    await sweepInterrupted(tx, auth.tenantId);
    const found = await loadTemplate(tx, auth.tenantId, request.templateId as number);
    if (found.status !== 1) throw new BizError('O1023', { name: found.name });
    const issues = mappingIssues(found, lang);
    if (issues.length) throw new BizError('O1021', { detail: issues.map((i) => i.text).join('; ') });
    return found;
  });
  // Read up to the header row and no further: a sheet that lacks a mapped column is refused here;
  // the run goes on with the same stream (the workbook's shared strings are read once).
  const sheet = await openSheet(request.buffer, template.headerRow);
  const { missing } = resolveColumns({ headers: sheet.headers ?? [], rows: [] }, template);
  if (missing.length) {
    await sheet.close();
    throw new BizError('O1022', { row: template.headerRow, columns: missing.join(', ') });
  }
  const recordId = await inTenant(services.db, auth.tenantId, async (tx) => {
    const factory = await servingFactory(tx);
    const [row] = await tx
      .insert(omsImportRecord)
      .values({
        tenantId: auth.tenantId,
        factoryTenantId: factory?.factoryTenantId ?? null,
        merchantName: factory?.merchantName ?? null,
        templateId: template.id,
        templateName: template.name,
        fileName: request.fileName.slice(0, 256),
        printKind: request.printKind ?? template.printKind,
        state: ImportState.Queued,
        phase: 'reading',
        createUserId: auth.userId,
        createUserName: auth.realName,
        createOrgId: auth.orgId,
        createOrgName: auth.orgName,
      })
      .returning({ id: omsImportRecord.id });
    return Number(row?.id);
  }).catch(async (error: unknown) => {
    await sheet.close();
    throw error;
  });
  const work = runImport(caller, recordId, { ...request, template, sheet }, log).catch((error: unknown) =>
    log.error({ err: error, recordId }, 'order import failed'),
  );
  const set = runningImports(services);
  set.add(work);
  void work.finally(() => set.delete(work));
  return { recordId };
}

/**
 * The run itself: the sheet streamed into staging rows (stage.ts), then whole orders read back a
 * chunk at a time — built, checked, their artwork fetched, written — with the chunk's failed rows
 * recorded in the same transaction, so a cut-off run leaves whole orders and their errors.
 */
async function runImport(
  caller: Caller,
  recordId: number,
  request: ImportRequest & { template: ImportTemplateData; sheet: OpenedSheet },
  log: Logger,
): Promise<void> {
  const { services, auth, lang } = caller;
  const t = auth.tenantId;
  const started = Date.now();
  const progress: ImportProgress = {
    recordId,
    state: ImportState.Running,
    phase: 'reading',
    totalRows: 0,
    processedRows: 0,
    importedRows: 0,
    failedRows: 0,
    orderCount: 0,
    updatedCount: 0,
  };
  let ticking: Promise<void> | null = null;
  const report = (tx: Tx) => saveProgress(tx, caller, progress);
  const tick = () => {
    if (ticking) return;
    ticking = inTenant(services.db, t, report)
      .catch(() => undefined)
      .finally(() => {
        ticking = null;
      });
  };
  try {
    await importGateOf(services).run(t, async () => {
      const timer = setInterval(tick, PROGRESS_MS);
      try {
        tick();
        // The template the upload was checked against (its header row is where the sheet was opened).
        const { template } = request;
        const { factoryTenantId, sources } = await inTenant(services.db, t, async (tx) => {
          const [record] = await tx
            .select({ factoryTenantId: omsImportRecord.factoryTenantId })
            .from(omsImportRecord)
            .where(and(eq(omsImportRecord.tenantId, t), eq(omsImportRecord.id, recordId)));
          return {
            factoryTenantId: record?.factoryTenantId ?? null,
            sources: await loadOrderSources(tx, t, template),
          };
        });
        const printKind = request.printKind ?? template.printKind;
        // Checked after each batch staged and each chunk prepared: the dead batches and chunks are collected.
        const heap = new HeapBudget(HEAP_GROWTH);
        const staged = await stageSheet(
          services.db,
          t,
          recordId,
          request.sheet.items,
          template,
          lang,
          async (read, headers) => {
            heap.check();
            progress.processedRows = read;
            if (read === 0)
              await inTenant(services.db, t, (tx) =>
                tx
                  .update(omsImportRecord)
                  .set({ headers, headerRow: template.headerRow })
                  .where(and(eq(omsImportRecord.tenantId, t), eq(omsImportRecord.id, recordId))),
              );
          },
        );
        progress.phase = 'writing';
        progress.totalRows = staged.rows;
        progress.processedRows = 0;
        const fetcher = new ImageFetcher(services, auth, lang);
        const defaults = await inTenant(services.db, t, (tx) => merchantDefaults(tx, t));
        const options = { timeZone: caller.timeZone ?? services.config.timeZone, lang };
        // The next chunk is read, built and its artwork fetched while this one is written: the database
        // writes on its own core while this process works on what comes next.
        const prepare = async (after: number) => {
          const chunk = await inTenant(services.db, t, (tx) => readStaged(tx, t, recordId, after, CHUNK_ROWS));
          if (chunk.next === null) return null;
          const failures: RowFailures = new Map();
          const built = await buildDrafts(chunk.groups, template, sources, staged.areas, lang, printKind, failures);
          const drafts = await withImages(built, fetcher, lang, failures);
          for (const d of drafts) defaults(d.values);
          return { chunk, next: chunk.next, failures, drafts };
        };
        const write = ({ chunk, failures, drafts }: NonNullable<Awaited<ReturnType<typeof prepare>>>) =>
          inTenant(services.db, t, async (tx) => {
            const written = await writeOrders(tx, caller, drafts, options);
            for (const { draft, message } of written.refused)
              for (const n of draft.rows) addFailure(failures, n, draft.externalId, message);
            await saveFailures(tx, caller, { recordId, factoryTenantId, headers: staged.headers }, failures, chunk);
            const ok = [...written.added, ...written.updated];
            progress.orderCount += written.added.length;
            progress.updatedCount += written.updated.length;
            progress.importedRows += ok.reduce((n, d) => n + d.rows.length, 0);
            progress.failedRows += failures.size;
            progress.processedRows = progress.importedRows + progress.failedRows;
            await report(tx);
          });
        const writing = new Set<Promise<void>>();
        try {
          let coming = prepare(0);
          for (let ready = await coming; ready; ready = await coming) {
            heap.check();
            coming = prepare(ready.next);
            // Not awaited until a write is done; a failure of it is taken up then.
            coming.catch(() => undefined);
            const w = write(ready);
            writing.add(w);
            void w.then(() => writing.delete(w)).catch(() => undefined);
            if (writing.size >= WRITERS) await Promise.race(writing);
          }
          await Promise.all(writing);
        } finally {
          await Promise.allSettled(writing);
        }
        progress.processedRows = progress.totalRows;
        progress.phase = 'done';
        progress.state = ImportState.Completed;
      } finally {
        clearInterval(timer);
        await ticking;
      }
    });
  } catch (error) {
    progress.phase = 'done';
    progress.state = ImportState.Failed;
    const message =
      error instanceof BizError ? errorText(lang, error.errorCode, error.params) : errorText(lang, 'O1025');
    if (!(error instanceof BizError)) log.error({ err: error, recordId }, 'order import failed');
    await inTenant(services.db, t, (tx) =>
      tx
        .update(omsImportRecord)
        .set({ message })
        .where(and(eq(omsImportRecord.tenantId, t), eq(omsImportRecord.id, recordId))),
    );
  }
  // A run that stopped before the end of the sheet lets go of its stream.
  await request.sheet.close().catch(() => undefined);
  await inTenant(services.db, t, async (tx) => {
    await dropStaged(tx, t, recordId);
    await tx
      .update(omsImportRecord)
      .set({ finishTime: sql`now()`, durationMs: Date.now() - started })
      .where(and(eq(omsImportRecord.tenantId, t), eq(omsImportRecord.id, recordId)));
    await report(tx);
  });
}

/** Resolves the artwork of a chunk's orders; an order with an image that failed fails whole. */
async function withImages(
  drafts: OrderDraft[],
  fetcher: ImageFetcher,
  lang: Caller['lang'],
  failures: RowFailures,
): Promise<OrderDraft[]> {
  await Promise.all(
    drafts.flatMap((d) =>
      d.areas.flatMap((a) =>
        (['printImage', 'mockupImage'] as const).map(async (key) => {
          const source = a[key];
          if (!source) return;
          const got = await fetcher.resolve(source);
          if ('url' in got) a[key] = got.url;
          else
            addFailure(
              failures,
              a.rowNumber,
              d.externalId,
              rowError(lang, 'image', {
                field: imageLabel(a.area, key, lang),
                url: source.length > 200 ? `${source.slice(0, 200)}…` : source,
                reason: got.error,
              }),
            );
        }),
      ),
    ),
  );
  const ok: OrderDraft[] = [];
  for (const d of drafts) {
    if (d.rows.some((n) => failures.has(n))) failGroup(d, lang, failures);
    else ok.push(d);
  }
  return ok;
}

const AREA_FIELDS = merchantOrderResource.childList.find((c) => c.key === 'areas')?.fieldList ?? [];

/** "Front · Print image": which image of which area failed. */
function imageLabel(area: number, key: 'printImage' | 'mockupImage', lang: Caller['lang']): string {
  const areaText = PRINT_AREA_OPTIONS.find((o) => o.value === area)?.label[lang] ?? String(area);
  return `${areaText} · ${AREA_FIELDS.find((f) => f.key === key)?.label[lang] ?? key}`;
}

/** Records a chunk's failed rows with their cells by header (what the error file gives back to be corrected). */
async function saveFailures(
  tx: Tx,
  caller: Caller,
  run: { recordId: number; factoryTenantId: number | null; headers: string[] },
  failures: RowFailures,
  chunk: StagedChunk,
): Promise<void> {
  if (!failures.size) return;
  const cells = new Map(chunk.groups.flat().map((r) => [r.rowNumber, r.cells]));
  const rows = [...failures].sort(([a], [b]) => a - b);
  for (let i = 0; i < rows.length; i += 500)
    await tx.insert(omsImportError).values(
      rows.slice(i, i + 500).map(([rowNo, f]) => {
        const found = cells.get(rowNo) ?? [];
        const byHeader: Record<string, string> = {};
        run.headers.forEach((h, c) => {
          byHeader[h] = (found[c] ?? '').slice(0, 32_767);
        });
        return {
          tenantId: caller.auth.tenantId,
          recordId: run.recordId,
          factoryTenantId: run.factoryTenantId,
          rowNo,
          externalId: f.externalId,
          message: f.messages.join('; '),
          cells: byHeader,
        };
      }),
    );
}

/** The record's counts and heartbeat, and the live event to the user who started the run. */
async function saveProgress(tx: Tx, caller: Caller, progress: ImportProgress): Promise<void> {
  const t = caller.auth.tenantId;
  await tx
    .update(omsImportRecord)
    .set({
      state: progress.state,
      phase: progress.phase,
      totalRows: progress.totalRows,
      processedRows: progress.processedRows,
      importedRows: progress.importedRows,
      failedRows: progress.failedRows,
      orderCount: progress.orderCount,
      updatedCount: progress.updatedCount,
      heartbeatTime: sql`now()`,
      ...updateStamp(caller.auth.userId, caller.auth.realName),
    })
    .where(and(eq(omsImportRecord.tenantId, t), eq(omsImportRecord.id, progress.recordId)));
  await publishLive(tx, {
    tenantIds: [t],
    userIds: [caller.auth.userId],
    event: { type: 'importProgress', ...progress },
  });
}
