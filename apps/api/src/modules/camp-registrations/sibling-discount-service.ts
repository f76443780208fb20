import {
  parseSiblingDiscount,
  type SiblingDiscount,
  siblingDiscountFromInput,
  type siblingDiscountSchema,
  siblingDiscountToInput,
} from '@soccer/contracts';
import type { z } from 'zod';
import type { Principal } from '../../auth/token-verifier.js';
import type { Executor } from '../../db/database.js';
import type { ServiceDeps } from '../../lib/services.js';
import { audit } from '../audit/audit-repository.js';
import { readSetting, writeSetting } from '../system/settings-repository.js';

const settingKey = 'sibling_discount';

/**
 * The sibling discount: what staff set in the catalogue, else the configuration's
 * `SIBLING_DISCOUNT`. Read inside an order's transaction, so the order is priced by the rule in
 * force when it was taken.
 */
export function createSiblingDiscountService({ db, clock, config }: ServiceDeps) {
  const configured = parseSiblingDiscount(config.SIBLING_DISCOUNT) ?? { kind: 'none' };

  async function current(executor: Executor = db): Promise<SiblingDiscount> {
    const stored = await readSetting(executor, settingKey);
    return stored === null ? configured : (JSON.parse(stored) as SiblingDiscount);
  }

  return {
    current,
    /** As the catalogue form and the register form read it. */
    async read() {
      return siblingDiscountToInput(await current());
    },
    async set(staff: Principal, input: z.output<typeof siblingDiscountSchema>) {
      const rule = siblingDiscountFromInput(input);
      await db.transaction().execute(async (trx) => {
        await writeSetting(trx, settingKey, JSON.stringify(rule));
        await audit(trx, staff, 'setSiblingDiscount', 'settings', settingKey, rule, clock());
      });
      return siblingDiscountToInput(rule);
    },
  };
}

export type SiblingDiscountService = ReturnType<typeof createSiblingDiscountService>;
