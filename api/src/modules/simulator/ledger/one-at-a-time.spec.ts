import { OneAtATime } from './one-at-a-time';

const tick = () => new Promise((r) => setImmediate(r));

describe('OneAtATime', () => {
  it('runs the work of one key in order, never two at once', async () => {
    const queue = new OneAtATime();
    const log: string[] = [];
    let running = 0;
    const work = (name: string) => async () => {
      running += 1;
      expect(running).toBe(1);
      log.push(`start ${name}`);
      await tick();
      log.push(`end ${name}`);
      running -= 1;
      return name;
    };
    const results = await Promise.all([queue.run('a', work('1')), queue.run('a', work('2')), queue.run('a', work('3'))]);
    expect(results).toEqual(['1', '2', '3']);
    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
  });

  it('runs different keys side by side', async () => {
    const queue = new OneAtATime();
    const log: string[] = [];
    const work = (name: string) => async () => {
      log.push(`start ${name}`);
      await tick();
      log.push(`end ${name}`);
    };
    await Promise.all([queue.run('a', work('a')), queue.run('b', work('b'))]);
    expect(log.slice(0, 2)).toEqual(['start a', 'start b']);
  });

  it('goes on with the next piece after one fails, and hands the failure to its caller only', async () => {
    const queue = new OneAtATime();
    const failed = queue.run('a', async () => {
      throw new Error('boom');
    });
    const next = queue.run('a', async () => 'next');
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('next');
  });

  it('keeps no entry for a key once its work is done', async () => {
    const queue = new OneAtATime();
    await queue.run('a', async () => undefined);
    await tick();
    expect(queue.busyKeys).toBe(0);
  });
});
