import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '../../../src/server/auth/commonPasswords.ts';
import { createConcurrencyLimit } from '../../../src/server/auth/concurrencyLimit.ts';

describe('concurrency limit (password hashing)', () => {
  it('runs at most `slots` tasks at once, in arrival order, and refuses past the queue', async () => {
    const limit = createConcurrencyLimit(2, 3, () => new Error('full'));
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const releases: (() => void)[] = [];
    const task = (i: number) =>
      limit.run(async () => {
        running += 1;
        peak = Math.max(peak, running);
        order.push(i);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
        return i;
      });
    const accepted = [0, 1, 2, 3, 4].map(task);
    await expect(task(5)).rejects.toThrow('full');
    expect(limit.running).toBe(2);
    expect(limit.waiting).toBe(3);
    while (releases.length > 0 || limit.running > 0) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(accepted)).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4]);
  });

  it('ships a real list of common passwords', () => {
    for (const common of ['123456', 'password', 'qwerty123456', 'dragon'])
      expect(isCommonPassword(common)).toBe(true);
    expect(isCommonPassword('Hosszú-titkos-mondat')).toBe(false);
  });
});
