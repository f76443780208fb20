import type { Kysely } from 'kysely';
import { appUrl } from '../../src/config.js';
import type { Database } from '../../src/db/schema.js';
import { type TextClient, twilioSignature } from '../../src/modules/messages/text-client.js';
import type { TestApp } from './test-app.js';

/**
 * Paid camp registrations written straight to the table, in batches: `accounts` families in a
 * session, each with `players` players (`Player<n>` …), mailed at family<n>@example.com.
 */
export async function insertPaidFamilies(
  db: Kysely<Database>,
  sessionId: number,
  options: { accounts: number; players?: number; prefix?: string; now?: Date; status?: string },
) {
  const at = (options.now ?? new Date()).toISOString();
  const prefix = options.prefix ?? 'family';
  const rows = [];
  for (let a = 0; a < options.accounts; a++)
    for (let p = 0; p < (options.players ?? 1); p++)
      rows.push({
        owner_account_id: `${prefix}-${a}`,
        owner_email: `${prefix}${a}@example.com`,
        camp_session_id: sessionId,
        status: options.status ?? 'paid',
        stripe_session_id: null,
        promo_code: '',
        promo_discount_cents: 0,
        amount_cents: 20000,
        hold_expires_at: null,
        player_first_name: p === 0 ? `Player${a}` : `Sibling${a}`,
        player_last_name: 'Test',
        player_birthdate: '2016-05-01',
        tshirt_size: 'YM',
        player_address_line1: '1 Main St',
        player_address_line2: '',
        player_city: 'Nashville',
        player_state: 'TN',
        player_zip_code: '37206',
        medical_conditions: '',
        medical_treatment: '',
        cancel_reason: null,
        paid_at: at,
        created_at: at,
        updated_at: at,
        cancellation_policy: null,
        pog1_first_name: 'Pat',
        pog1_last_name: 'Parent',
        pog1_email: `${prefix}${a}@example.com`,
        pog1_phone: '615-555-0100',
        pog2_first_name: '',
        pog2_last_name: '',
        pog2_email: '',
        pog2_phone: '',
        emergency_contact_first_name: 'Em',
        emergency_contact_last_name: 'Contact',
        emergency_contact_phone: '615-555-0101',
        emergency_contact_relationship: 'Aunt',
      });
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('camp_registrations')
      .values(rows.slice(i, i + 200))
      .execute();
}

/** A text provider that records what it was asked to send; numbers ending in 0666 are refused. */
export function recordingTextClient() {
  const sent: { to: string; body: string; statusCallback: string; sid: string }[] = [];
  const client: TextClient = {
    async send(text) {
      if (text.to.endsWith('0666')) {
        const { TextSendError } = await import('../../src/modules/messages/text-client.js');
        throw new TextSendError('text provider 400: 21211 invalid number', true);
      }
      const sid = `SM${String(sent.length + 1).padStart(32, '0')}`;
      sent.push({ ...text, sid });
      return { sid, status: 'queued' };
    },
  };
  return { client, sent };
}

/** Posts a form to the app as Twilio does (a status report, a reply), signed with the auth token, or not. */
export function twilioPost(t: TestApp, path: string, params: Record<string, string>, sign = true) {
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(sign
        ? {
            'x-twilio-signature': twilioSignature(
              t.config.texts!.authToken,
              `${appUrl(t.config)}${path}`,
              params,
            ),
          }
        : {}),
    },
    payload: new URLSearchParams(params).toString(),
  });
}
