import { describe, expect, it } from 'vitest';
import { optionsFromEnv as identityOptions } from '../../identity/src/main.js';
import { optionsFromEnv as paymentOptions } from '../src/main.js';

describe('the stand-ins listen on loopback unless configured', () => {
  it('checkout and sign-in: 127.0.0.1 by default, the configured interface otherwise', () => {
    expect(paymentOptions({}).host).toBe('127.0.0.1');
    expect(paymentOptions({ PAYMENTS_HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(identityOptions({}).host).toBe('127.0.0.1');
    expect(identityOptions({ IDP_HOST: '::' }).host).toBe('::');
  });
});
