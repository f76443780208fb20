import { orderNumber, type PaymentReceipt, round2 } from '@soccer/contracts';
import type { Executor } from '../../db/database.js';
import { dollars } from '../../lib/money.js';
import type { PaymentSubject, ReceiptPart } from './payment-subject.js';

/**
 * What one payment paid for: a line per registration of its checkout (one, or an order's), each
 * at the amount the checkout charged for it. Null when a registration is gone.
 */
export async function paymentReceipt(
  db: Executor,
  subject: PaymentSubject,
  lines: readonly { registrationId: number; amountCents: number }[],
  at: string,
): Promise<{ receipt: PaymentReceipt; lead: ReceiptPart } | null> {
  const parts: ReceiptPart[] = [];
  for (const l of lines) {
    const part = await subject.receiptLine(db, l.registrationId);
    if (!part) return null;
    parts.push({ ...part, line: { ...part.line, amount: dollars(l.amountCents) } });
  }
  const lead = parts[0];
  if (!lead) return null;
  const together = parts.length > 1 && lead.orderId !== null;
  return {
    lead,
    receipt: {
      orderNumber: together
        ? orderNumber({ kind: 'order', orderId: lead.orderId! })
        : orderNumber({ kind: subject.kind, registrationId: lead.line.registrationId }),
      paidAt: lead.paidAt ?? at,
      timeZone: lead.timeZone,
      lines: parts.map((p) => p.line),
      promoCode: parts.find((p) => p.promoCode)?.promoCode ?? null,
      couponCode: parts.find((p) => p.couponCode)?.couponCode ?? null,
      total: round2(dollars(lines.reduce((t, l) => t + l.amountCents, 0))),
      whatToBring: [...new Set(parts.map((p) => p.whatToBring).filter((w) => w !== null))].join(' ') || null,
      mailedTo: lead.email,
    },
  };
}
