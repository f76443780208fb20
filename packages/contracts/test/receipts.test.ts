import { describe, expect, it } from 'vitest';
import { orderNumber } from '../src/index.js';

describe('orderNumber', () => {
  it('names an order, a camp registration and a team apart, padded to five digits', () => {
    expect(orderNumber({ kind: 'order', orderId: 7 })).toBe('O-00007');
    expect(orderNumber({ kind: 'camp', registrationId: 42 })).toBe('C-00042');
    expect(orderNumber({ kind: 'tournament', registrationId: 123456 })).toBe('T-123456');
  });
});
