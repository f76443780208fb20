import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { browserSizeFor, useBrowserSize } from './use-browser-size';

const originalWidth = window.innerWidth;

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

describe('useBrowserSize', () => {
  afterEach(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: originalWidth });
  });

  it('is small at 768px and large at 769px', () => {
    expect(browserSizeFor(768)).toBe('small');
    expect(browserSizeFor(769)).toBe('large');

    resizeTo(768);
    const { result } = renderHook(() => useBrowserSize());
    expect(result.current).toBe('small');

    act(() => resizeTo(769));
    expect(result.current).toBe('large');

    act(() => resizeTo(375));
    expect(result.current).toBe('small');
  });
});
