import { describe, expect, it } from 'vitest';
import { createQueueOnce } from './create-queue.js';

const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });

describe('createQueueOnce', () => {
  it('tries again when PostgreSQL broke a deadlock by cancelling it', async () => {
    const calls: string[] = [];
    const boss = {
      createQueue: async (name: string) => {
        calls.push(name);
        if (calls.length < 3) throw deadlock();
      },
    };
    await createQueueOnce(boss, 'results-sync', { name: 'results-sync' });
    expect(calls).toEqual(['results-sync', 'results-sync', 'results-sync']);
  });

  it('gives up after five deadlocks, and at once on any other error', async () => {
    let calls = 0;
    const always = {
      createQueue: async () => {
        calls += 1;
        throw deadlock();
      },
    };
    await expect(createQueueOnce(always, 'q', { name: 'q' })).rejects.toThrow('deadlock detected');
    expect(calls).toBe(5);
    let other = 0;
    const broken = {
      createQueue: async () => {
        other += 1;
        throw new Error('permission denied for schema pgboss');
      },
    };
    await expect(createQueueOnce(broken, 'q', { name: 'q' })).rejects.toThrow('permission denied');
    expect(other).toBe(1);
  });
});
