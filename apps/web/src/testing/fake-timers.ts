import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

type Faked = NonNullable<NonNullable<Parameters<typeof vi.useFakeTimers>[0]>['toFake']>;

/** The tests of the calling file or block run on a fake clock (timeouts and `Date` by default). */
export function withFakeTimers(toFake: Faked = ['setTimeout', 'clearTimeout', 'Date']) {
  beforeEach(() => {
    vi.useFakeTimers({ toFake });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** Lets `ms` pass on the fake clock and React handle what the timers did. */
export const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
