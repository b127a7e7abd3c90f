import { act, renderHook } from '@testing-library/react';
import { useRotatingIndex } from './useRotatingIndex';

describe('useRotatingIndex', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('moves to the next item every interval and wraps around', () => {
    const { result } = renderHook(() => useRotatingIndex(3, 4000));
    expect(result.current).toBe(0);
    act(() => jest.advanceTimersByTime(4000));
    expect(result.current).toBe(1);
    act(() => jest.advanceTimersByTime(8000));
    expect(result.current).toBe(0);
  });

  it('never starts a timer for a single item', () => {
    const spy = jest.spyOn(window, 'setInterval');
    const { result } = renderHook(() => useRotatingIndex(1, 4000));
    act(() => jest.advanceTimersByTime(20_000));
    expect(result.current).toBe(0);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});
