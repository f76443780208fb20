import { describe, expect, it } from 'vitest';
import { ParamParseError, parseFormBody } from '../src/form-params.js';

describe('parseFormBody', () => {
  it('builds nested objects and arrays from bracketed keys', () => {
    const body = new URLSearchParams([
      ['mode', 'payment'],
      ['line_items[0][price_data][currency]', 'usd'],
      ['line_items[0][price_data][product_data][name]', 'Camp & more'],
      ['line_items[0][quantity]', '2'],
      ['line_items[1][quantity]', '1'],
      ['metadata[registration_id]', '42'],
      ['expand[]', 'line_items'],
      ['expand[]', 'customer'],
    ]).toString();
    expect(parseFormBody(body)).toEqual({
      mode: 'payment',
      line_items: [
        { price_data: { currency: 'usd', product_data: { name: 'Camp & more' } }, quantity: '2' },
        { quantity: '1' },
      ],
      metadata: { registration_id: '42' },
      expand: ['line_items', 'customer'],
    });
  });

  it('orders array entries by index and closes gaps, like qs', () => {
    expect(parseFormBody('a[2]=c&a[0]=a')).toEqual({ a: ['a', 'c'] });
  });

  it('treats non-numeric keys as a hash', () => {
    expect(parseFormBody('metadata[0]=x&metadata[team]=y')).toEqual({ metadata: { 0: 'x', team: 'y' } });
  });

  it('keeps __proto__ as a plain key instead of touching prototypes', () => {
    const parsed = parseFormBody('metadata[__proto__][polluted]=yes');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(parsed.metadata as object)).toEqual(['__proto__']);
  });

  it('rejects a key that is both a value and a hash, and malformed names', () => {
    expect(() => parseFormBody('a=1&a[b]=2')).toThrow(ParamParseError);
    expect(() => parseFormBody('a[b]=1&a=2')).toThrow(ParamParseError);
    expect(() => parseFormBody('a]b=1')).toThrow(ParamParseError);
  });
});
