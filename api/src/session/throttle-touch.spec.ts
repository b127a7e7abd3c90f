import { Store } from 'express-session';
import { throttleTouch } from './throttle-touch';

class RecordingStore extends Store {
  touched: string[] = [];
  get = (_sid: string, cb: (err: unknown, s?: null) => void) => cb(null, null);
  set = (_sid: string, _s: unknown, cb?: (err?: unknown) => void) => cb?.();
  destroy = (_sid: string, cb?: (err?: unknown) => void) => cb?.();
  override touch = (sid: string, _s: unknown, cb?: () => void) => {
    this.touched.push(sid);
    cb?.();
  };
}

describe('throttleTouch', () => {
  const session = { cookie: { originalMaxAge: 1000 } } as never;

  it('writes the first touch of a session and skips repeats inside the interval', () => {
    let now = 0;
    const store = throttleTouch(new RecordingStore(), 60_000, () => now);
    const done = jest.fn();
    store.touch!('a', session, done);
    now = 59_999;
    store.touch!('a', session, done);
    store.touch!('b', session, done);
    expect(store.touched).toEqual(['a', 'b']);
    expect(done).toHaveBeenCalledTimes(3);
  });

  it('touches again once the interval has passed', () => {
    let now = 0;
    const store = throttleTouch(new RecordingStore(), 60_000, () => now);
    store.touch!('a', session, () => undefined);
    now = 60_000;
    store.touch!('a', session, () => undefined);
    expect(store.touched).toEqual(['a', 'a']);
  });
});
