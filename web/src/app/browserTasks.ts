/**
 * Resolves in a task of its own: what runs after it does not lengthen the task that awaited it.
 * A MessageChannel message rather than a timer, which a background tab holds back for up to a
 * second.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}

/**
 * Resolves once the browser has painted something of the page (its `first-paint` entry), at once
 * if it already has or if the tab is hidden (a hidden tab paints nothing), and after `giveUpMs`
 * whatever happened. Not an animation frame: a page Lighthouse loads paints and yet runs none.
 */
export function afterFirstPaint(giveUpMs = 1000): Promise<void> {
  if (document.visibilityState === 'hidden' || typeof PerformanceObserver === 'undefined') return Promise.resolve();
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint') || performance.getEntriesByType('paint').length > 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', done);
      resolve();
    };
    const observer = new PerformanceObserver(done);
    observer.observe({ type: 'paint' });
    const timer = setTimeout(done, giveUpMs);
    document.addEventListener('visibilitychange', done);
  });
}
