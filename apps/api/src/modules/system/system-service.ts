import type { ServiceDeps } from '../../lib/services.js';
import { pingDatabase } from './system-repository.js';

/** Health of this server: whether its database answers. */
export function createSystemService({ db, engine, log }: ServiceDeps) {
  return {
    /** The engine when the database answers; null (and the cause logged) when it does not. */
    async readiness(): Promise<{ database: ServiceDeps['engine'] } | null> {
      try {
        await pingDatabase(db);
        return { database: engine };
      } catch (error) {
        log.error({ err: error }, 'readiness check failed');
        return null;
      }
    },
  };
}
