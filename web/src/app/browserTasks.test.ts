import { MessageChannel } from 'node:worker_threads';
import { afterFirstPaint, nextTask } from './browserTasks';

// jsdom has no MessageChannel; Node's is the same interface as the browser's.
beforeAll(() => {
  globalThis.MessageChannel ??= MessageChannel as unknown as typeof globalThis.MessageChannel;
});

describe('nextTask', () => {
  it('resolves in a later task, after every microtask the current task queued', async () => {
    const order: string[] = [];
    void nextTask().then(() => order.push('next task'));
    queueMicrotask(() => queueMicrotask(() => order.push('microtask queued by a microtask')));
    order.push('current task');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual(['current task', 'microtask queued by a microtask', 'next task']);
  });
});

describe('afterFirstPaint', () => {
  // jsdom paints nothing and has no PerformanceObserver: a stand-in that the test makes "paint".
  let paint: (() => void) | undefined;
  let painted: PerformanceEntry[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: () => void) {}
    observe() {
      paint = this.callback;
    }
    disconnect() {
      paint = undefined;
    }
  }
  let visibility: jest.SpyInstance<DocumentVisibilityState>;
  const settled = async (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    return done;
  };

  beforeEach(() => {
    painted = [];
    paint = undefined;
    visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    Object.assign(globalThis, { PerformanceObserver: FakeObserver });
    Object.assign(performance, { getEntriesByType: () => painted });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
    delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
  });

  it('waits until the page has painted', async () => {
    const waiting = afterFirstPaint();
    expect(await settled(waiting)).toBe(false);
    paint!();
    expect(await settled(waiting)).toBe(true);
    expect(paint).toBeUndefined();
  });

  it('does not wait when the page has painted already', async () => {
    painted = [{ name: 'first-paint' } as PerformanceEntry];
    expect(await settled(afterFirstPaint())).toBe(true);
  });

  it('does not wait in a hidden tab, which paints nothing, nor when the tab is hidden while waiting', async () => {
    visibility.mockReturnValue('hidden');
    expect(await settled(afterFirstPaint())).toBe(true);
    visibility.mockReturnValue('visible');
    const waiting = afterFirstPaint();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await settled(waiting)).toBe(true);
  });

  it('gives up waiting after a while', async () => {
    const waiting = afterFirstPaint(30);
    expect(await settled(waiting)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await settled(waiting)).toBe(true);
  });
});
