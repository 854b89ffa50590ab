import { describe, expect, it } from 'vitest';
import { coalescer } from '../../src/db/coalesce.ts';

/**
 * db/coalesce.ts: work of one key goes together while earlier work of that key is in flight. `run`
 * here is a function of ours that records the batches it was given and answers when told to — the
 * queueing is what is tested; the scans' statement with several members is tested on the databases
 * (test/production/scans-together.test.ts).
 */
function recorder(fail?: (item: string) => boolean) {
  const batches: string[][] = [];
  const open: (() => void)[] = [];
  const run = async (key: number, items: string[]) => {
    batches.push([...items]);
    await new Promise<void>((resolve) => open.push(resolve));
    if (fail && items.some(fail)) throw new Error(`refused ${items.join(',')}`);
    return items.map((item) => `${key}:${item}`);
  };
  /** Lets every batch in flight answer, once the event loop has run what is scheduled. */
  const answer = async () => {
    await new Promise((r) => setImmediate(r));
    for (const go of open.splice(0)) go();
    await new Promise((r) => setImmediate(r));
  };
  return { batches, run, answer };
}

describe('coalescer', () => {
  it('calls made in one turn go as one batch; calls made while it is in flight go as the next one', async () => {
    const { batches, run, answer } = recorder();
    const send = coalescer(run);
    const first = [send(1, 'a'), send(1, 'b')];
    await new Promise((r) => setImmediate(r));
    expect(batches).toEqual([['a', 'b']]);
    const later = [send(1, 'c'), send(1, 'd'), send(1, 'e')];
    await answer();
    expect(await Promise.all(first)).toEqual(['1:a', '1:b']);
    expect(batches).toEqual([
      ['a', 'b'],
      ['c', 'd', 'e'],
    ]);
    await answer();
    expect(await Promise.all(later)).toEqual(['1:c', '1:d', '1:e']);
    // Nothing in flight any more: the next call goes at once, alone.
    const alone = send(1, 'f');
    await answer();
    expect(await alone).toBe('1:f');
    expect(batches.at(-1)).toEqual(['f']);
  });

  it('keys do not wait for each other, and a batch is at most maxBatch long', async () => {
    const { batches, run, answer } = recorder();
    const send = coalescer(run, 2);
    const calls = [send(1, 'a'), send(2, 'x'), send(1, 'b'), send(1, 'c')];
    await new Promise((r) => setImmediate(r));
    expect(batches).toEqual([['a', 'b'], ['x']]);
    await answer();
    await answer();
    expect(batches).toEqual([['a', 'b'], ['x'], ['c']]);
    expect(await Promise.all(calls)).toEqual(['1:a', '2:x', '1:b', '1:c']);
  });

  it("a failed batch is run again item by item: one item's failure is that item's alone", async () => {
    const { batches, run, answer } = recorder((item) => item === 'bad');
    const send = coalescer(run);
    const calls = [send(1, 'a'), send(1, 'bad'), send(1, 'c')].map((p) =>
      p.then(
        (value) => ({ value }),
        (error: Error) => ({ error: error.message }),
      ),
    );
    await answer();
    await answer();
    expect(await Promise.all(calls)).toEqual([{ value: '1:a' }, { error: 'refused bad' }, { value: '1:c' }]);
    expect(batches).toEqual([['a', 'bad', 'c'], ['a'], ['bad'], ['c']]);
  });
});
