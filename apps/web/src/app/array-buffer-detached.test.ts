import { expect, it } from 'vitest';
import './array-buffer-detached';

it('tells a detached buffer from an empty one and a full one', () => {
  const moved = new ArrayBuffer(8);
  structuredClone(moved, { transfer: [moved] });
  const detached = (b: ArrayBuffer) => (b as ArrayBuffer & { detached: boolean }).detached;
  expect(detached(moved)).toBe(true);
  expect(detached(new ArrayBuffer(0))).toBe(false);
  expect(detached(new ArrayBuffer(8))).toBe(false);
});
