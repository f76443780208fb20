import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver that checks the values against a contracts schema it loads on first
 * use: the first time the form validates (a field left, or Send), not when the page opens. The
 * rules stay the contracts' zod schema; zod and the resolver arrive with it. A failed load is
 * tried again on the next validation.
 *
 *   resolver: lazyZodResolver(() => import('../contact-schema').then((m) => m.contactSchema))
 */
export function lazyZodResolver<T extends FieldValues, Out>(
  loadSchema: () => Promise<z.ZodType<Out, T>>,
): Resolver<T, unknown, Out> {
  let loading: Promise<Resolver<T, unknown, Out>> | undefined;
  const load = () => {
    loading ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Resolver<T, unknown, Out>,
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return async (values, context, options) => (await load())(values, context, options);
}
