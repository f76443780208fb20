import type { StoredLineItem } from './session-types.js';

/** A line item as Stripe's `item` object (what `listLineItems` and `expand[]=line_items` return). */
export function lineItemObject(item: StoredLineItem, created: number) {
  const amount = item.unitAmount * item.quantity;
  return {
    id: item.id,
    object: 'item' as const,
    amount_discount: 0,
    amount_subtotal: amount,
    amount_tax: 0,
    amount_total: amount,
    currency: item.currency,
    // Stripe fills the line item's description with the product name.
    description: item.name,
    price: {
      id: item.priceId,
      object: 'price' as const,
      active: false,
      billing_scheme: 'per_unit',
      created,
      currency: item.currency,
      livemode: false,
      metadata: {},
      product: item.productId,
      type: 'one_time',
      unit_amount: item.unitAmount,
      unit_amount_decimal: String(item.unitAmount),
    },
    quantity: item.quantity,
  };
}

export function lineItemList(sessionId: string, items: readonly StoredLineItem[], created: number) {
  return {
    object: 'list' as const,
    data: items.map((item) => lineItemObject(item, created)),
    has_more: false,
    url: `/v1/checkout/sessions/${sessionId}/line_items`,
  };
}
