// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createRoundQueue } from './queue.mjs';

/** A round that ends when the test says so. */
function controlledRounds() {
  const batches: string[][] = [];
  const ends: (() => void)[] = [];
  const started: (() => void)[] = [];
  const run = (batch: string[]) => {
    batches.push(batch);
    started.shift()?.();
    return new Promise<void>((resolve) => ends.push(resolve));
  };
  const nextStart = () => new Promise<void>((resolve) => started.push(resolve));
  return { batches, run, nextStart, endRound: () => ends.shift()!() };
}

describe('createRoundQueue', () => {
  it('coalesces every save made while a round runs into exactly one next round, losing none', async () => {
    const rounds = controlledRounds();
    const queue = createRoundQueue(rounds.run, { settleMs: 0 });
    const first = rounds.nextStart();
    queue.add(['a.css']);
    await first;
    queue.add(['b.tsx']);
    queue.add(['a.css', 'c.css']);
    queue.add(['b.tsx']);
    expect(queue.status()).toEqual({ running: true, pending: ['b.tsx', 'a.css', 'c.css'], rounds: 1 });
    const second = rounds.nextStart();
    rounds.endRound();
    await second;
    expect(rounds.batches).toEqual([['a.css'], ['b.tsx', 'a.css', 'c.css']]);
    rounds.endRound();
    await queue.idle();
    expect(queue.status()).toEqual({ running: false, pending: [], rounds: 2 });
  });

  it('takes a burst of saves before the round starts as one round', async () => {
    const rounds = controlledRounds();
    const queue = createRoundQueue(rounds.run, { settleMs: 0 });
    const started = rounds.nextStart();
    queue.add(['a.css']);
    queue.add(['b.css']);
    await started;
    rounds.endRound();
    await queue.idle();
    expect(rounds.batches).toEqual([['a.css', 'b.css']]);
  });

  it('keeps running after a round throws, and reports the error with its batch', async () => {
    const errors: [unknown, string[]][] = [];
    const batches: string[][] = [];
    const queue = createRoundQueue(
      async (batch: string[]) => {
        batches.push(batch);
        if (batch.includes('broken.tsx')) throw new Error('Unexpected token');
      },
      { settleMs: 0, onError: (error: unknown, batch: string[]) => errors.push([error, batch]) },
    );
    queue.add(['broken.tsx']);
    await queue.idle();
    queue.add(['fixed.tsx']);
    await queue.idle();
    expect(batches).toEqual([['broken.tsx'], ['fixed.tsx']]);
    expect(errors).toHaveLength(1);
    expect(String(errors[0]![0])).toContain('Unexpected token');
    expect(errors[0]![1]).toEqual(['broken.tsx']);
  });

  it('is idle at once when nothing was saved', async () => {
    const queue = createRoundQueue(async () => {}, { settleMs: 0 });
    await queue.idle();
    expect(queue.status().rounds).toBe(0);
  });
});
