import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { OutgoingMail } from '../../mail/outbox.js';
import type { RegistrationKind } from './registration-ledger.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** What the payment flow needs to know about one kind of registration (camp or tournament). */
export interface PaymentSubject {
  kind: RegistrationKind;
  /** The route of the result page, e.g. '/CheckoutComplete'. */
  resultPath: string;
  describe(
    db: Executor,
    id: number,
  ): Promise<{ productName: string; description: string; customerEmail: string } | null>;
  confirmationMail(db: Executor, id: number, appUrl: string): Promise<OutgoingMail | null>;
}
