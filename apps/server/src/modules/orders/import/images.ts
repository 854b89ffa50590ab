import type { Language } from '@printfloor/contract';
import type { AuthContext } from '../../../auth/context.ts';
import { BizError } from '../../../errors.ts';
import type { AppServices } from '../../../services.ts';
import { ARTWORK_POLICY, PREVIEW_PREFIX, storeUploads } from '../../sysFile/index.ts';
import { rowError } from './assemble.ts';

/** At most this many artwork downloads run at once (per import). */
const CONCURRENCY = 6;

export type ImageResult = { url: string } | { error: string };

/**
 * Artwork given as URLs in a sheet, fetched into the file store (spec §5: JPG, PNG, GIF, WEBP up
 * to 20 MB, checked by content). Bounded: a few downloads at a time, each with a timeout and a
 * size cap read as it streams; each distinct URL is fetched once per import. A failure is the
 * row's error (timed out, not an image, too large, HTTP status), never the import's.
 * Files of the caller's own store (`/api/sysFile/preview/<tenant>/…`) are used as they are.
 */
export class ImageFetcher {
  private readonly done = new Map<string, Promise<ImageResult>>();
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly services: AppServices,
    private readonly auth: AuthContext,
    private readonly lang: Language,
  ) {}

  resolve(text: string): Promise<ImageResult> {
    let found = this.done.get(text);
    if (!found) {
      found = this.fetchOnce(text);
      this.done.set(text, found);
    }
    return found;
  }

  /**
   * The bytes at a URL under the same bounds (a slot, the timeout, the size cap), not stored: for
   * an archive the caller unpacks (Amazon Custom's ZIP) before storing its images with `store`.
   */
  async fetchBytes(url: string): Promise<{ bytes: Buffer } | { error: string }> {
    if (!/^https?:\/\/\S+$/i.test(url)) return this.failed('imageUrl');
    await this.slot();
    try {
      return await this.download(url);
    } finally {
      this.release();
    }
  }

  /** Image bytes already in hand into the file store, checked by content like a download. */
  async store(bytes: Uint8Array, originalName = 'artwork'): Promise<ImageResult> {
    try {
      const [stored] = await storeUploads(
        this.services,
        this.auth,
        [{ originalName, data: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) }],
        ARTWORK_POLICY,
        'artwork',
      );
      return { url: String(stored?.url) };
    } catch (error) {
      if (error instanceof BizError && error.errorCode === 'D8002') return this.failed('imageTooLarge');
      if (error instanceof BizError) return this.failed('imageNotImage');
      return this.failed('imageNetwork', { detail: networkError(error) });
    }
  }

  private async fetchOnce(text: string): Promise<ImageResult> {
    if (text.startsWith(`${PREVIEW_PREFIX}/${this.auth.tenantId}/`)) return { url: text };
    if (!/^https?:\/\/\S+$/i.test(text)) return this.failed('imageUrl');
    await this.slot();
    try {
      const data = await this.download(text);
      if ('error' in data) return data;
      return await this.store(data.bytes);
    } finally {
      this.release();
    }
  }

  private async download(url: string): Promise<{ bytes: Buffer } | { error: string }> {
    const timeoutMs = this.services.config.importImageTimeoutMs;
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const res = await fetch(url, { signal, redirect: 'follow' });
      if (!res.ok || !res.body) {
        await res.body?.cancel().catch(() => undefined);
        return this.failed('imageHttp', { status: `${res.status} ${res.statusText}`.trim() });
      }
      const declared = Number(res.headers.get('content-length'));
      if (declared > ARTWORK_POLICY.maxBytes) {
        await res.body.cancel().catch(() => undefined);
        return this.failed('imageTooLarge');
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of res.body) {
        size += chunk.length;
        if (size > ARTWORK_POLICY.maxBytes) return this.failed('imageTooLarge');
        chunks.push(Buffer.from(chunk));
      }
      return { bytes: Buffer.concat(chunks) };
    } catch (error) {
      return signal.aborted
        ? this.failed('imageTimeout')
        : this.failed('imageNetwork', { detail: networkError(error) });
    }
  }

  private failed(
    key: 'imageUrl' | 'imageTooLarge' | 'imageNotImage' | 'imageNetwork' | 'imageTimeout' | 'imageHttp',
    params: Record<string, number | string> = {},
  ): { error: string } {
    return { error: rowError(this.lang, key, params) };
  }

  private async slot(): Promise<void> {
    if (this.running < CONCURRENCY) {
      this.running++;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }
}

/**
 * What went wrong under a failed fetch, as the system said it: undici's "fetch failed" carries the
 * cause (ECONNREFUSED 127.0.0.1:9, getaddrinfo ENOTFOUND cdn.example.com, a TLS error…).
 */
function networkError(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  const own = error instanceof Error ? error.message : String(error);
  const text = typeof cause?.message === 'string' && cause.message ? cause.message : own;
  const code = typeof cause?.code === 'string' ? cause.code : null;
  const detail = code && !text.includes(code) ? `${code}: ${text}` : text;
  return detail.slice(0, 200);
}
