import { describe, expect, it } from 'vitest';
import { orderNumber, parseReceiptNumber, receiptLabel } from '../src/index.js';

describe('orderNumber', () => {
  it('names an order, a camp registration and a team apart, padded to five digits', () => {
    expect(orderNumber({ kind: 'order', orderId: 7 })).toBe('O-00007');
    expect(orderNumber({ kind: 'camp', registrationId: 42 })).toBe('C-00042');
    expect(orderNumber({ kind: 'tournament', registrationId: 123456 })).toBe('T-123456');
  });
});

describe('receipt numbers', () => {
  it('print as R- and six digits, and read back from what a family or staff type', () => {
    expect(receiptLabel(12)).toBe('R-000012');
    expect(receiptLabel(1_234_567)).toBe('R-1234567');
    for (const text of ['R-000012', 'r-000012', 'R000012', ' 12 ', 'r12', '000012'])
      expect(parseReceiptNumber(text)).toBe(12);
    for (const text of ['', 'R-', 'R-0', '0', 'twelve', '12a', 'R--12', '-12', '1.5', '12345678901'])
      expect(parseReceiptNumber(text)).toBeNull();
  });
});
