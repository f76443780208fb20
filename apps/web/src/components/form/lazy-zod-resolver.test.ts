import { contactMessageRequestSchema } from '@soccer/contracts';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { lazyZodResolver } from './lazy-zod-resolver';

type Values = z.input<Schema>;
type Schema = typeof contactMessageRequestSchema;
type Output = z.output<Schema>;
const message: Values = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  telephone: '',
  subject: 'Ball size',
  message: 'Which size for a seven-year-old?',
  RecaptchaValue: 'token',
};
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;

describe('lazyZodResolver', () => {
  it('loads the schema on the first validation only, then answers as the schema does', async () => {
    const load = vi.fn(async () => contactMessageRequestSchema);
    const resolver = lazyZodResolver<Values, Output>(load);
    expect(load).not.toHaveBeenCalled();

    const refused = await resolver({ ...message, email: 'not an e-mail' }, undefined, options);
    expect(Object.keys(refused.errors)).toEqual(['email']);
    const accepted = await resolver(message, undefined, options);
    expect(accepted.errors).toEqual({});
    expect(accepted.values).toMatchObject({ email: 'ann@example.com' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again on the next validation after it failed', async () => {
    const load = vi
      .fn<() => Promise<Schema>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(contactMessageRequestSchema);
    const resolver = lazyZodResolver<Values, Output>(load);

    await expect(resolver(message, undefined, options)).rejects.toThrow('offline');
    expect((await resolver(message, undefined, options)).errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(2);
  });
});
