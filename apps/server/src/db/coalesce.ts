/**
 * Work of one key (a tenant) sent to the database together while earlier work of that key is in
 * flight — group commit, as PostgreSQL does with its own WAL flushes. A call that finds nothing in
 * flight goes at once (after the current turn of the event loop, so that calls which arrived with
 * it join it); calls arriving meanwhile wait, and go as ONE batch when it is answered. A lone call
 * waits no longer than before; twenty arriving at once cost one statement, one round trip and one
 * commit instead of twenty.
 *
 * `run(key, items)` answers one result per item, in order. When it fails for a batch of several,
 * each item is run again on its own, so that one item's failure (a constraint, a deadlock with
 * another server process) is that item's alone; a single item's failure is its caller's.
 */
export function coalescer<I, O>(
  run: (key: number, items: I[]) => Promise<O[]>,
  maxBatch = 32,
): (key: number, item: I) => Promise<O> {
  interface Waiting {
    item: I;
    resolve: (result: O) => void;
    reject: (error: unknown) => void;
  }
  /** Per key: the calls waiting; a key is present while its work is scheduled or in flight. */
  const queues = new Map<number, Waiting[]>();

  const settle = async (key: number, batch: Waiting[]): Promise<void> => {
    let results: O[];
    try {
      results = await run(
        key,
        batch.map((w) => w.item),
      );
    } catch (error) {
      if (batch.length === 1) batch[0]?.reject(error);
      else await Promise.all(batch.map((w) => settle(key, [w])));
      return;
    }
    batch.forEach((w, i) => {
      if (i < results.length) w.resolve(results[i] as O);
      else w.reject(new Error(`coalesced work answered ${results.length} results for ${batch.length} items`));
    });
  };

  const drain = async (key: number, queue: Waiting[]): Promise<void> => {
    try {
      while (queue.length > 0) await settle(key, queue.splice(0, maxBatch));
    } catch (error) {
      for (const w of queue.splice(0)) w.reject(error);
    } finally {
      queues.delete(key);
    }
  };

  return (key, item) =>
    new Promise<O>((resolve, reject) => {
      const queue = queues.get(key);
      if (queue) {
        queue.push({ item, resolve, reject });
        return;
      }
      const fresh: Waiting[] = [{ item, resolve, reject }];
      queues.set(key, fresh);
      setImmediate(() => void drain(key, fresh));
    });
}
