/**
 * The hosted page's words in the languages the site offers, chosen by the session's `locale` as
 * Stripe Checkout chooses its own ('es', 'es-419' → Spanish; anything else → English). Decline
 * messages stay as Stripe's API words them (English).
 */
export type PageLanguage = 'en' | 'es';

export const pageLanguage = (locale: string | null | undefined): PageLanguage =>
  locale?.toLowerCase().startsWith('es') ? 'es' : 'en';

const en = {
  testBanner: 'Test mode: local payment stand-in, no real money moves',
  checkout: 'Checkout',
  totalDue: 'Total due',
  orderSummary: 'Order summary',
  item: 'Item',
  amount: 'Amount',
  total: 'Total',
  qty: 'Qty',
  email: 'Email',
  payWithCard: 'Pay with card',
  cardNumber: 'Card number',
  expiry: 'Expiry',
  expiryHint: 'MM / YY',
  cvc: 'CVC',
  cvcHint: '3 or 4 digits',
  cardName: 'Name on card (optional)',
  pay: 'Pay',
  delayedHeading: 'Or test a delayed payment',
  bankAccount: 'Bank account number',
  bankHint: (seconds: number, suffix: string) =>
    `Settles after ${seconds} s. An account number ending in ${suffix} fails.`,
  payByBank: 'Pay by bank transfer (delayed)',
  cancel: 'Cancel and return',
  testCards: 'Test cards',
  cardPays: 'pays',
  cardDeclined: 'is declined',
  cardInsufficient: 'is declined (insufficient funds)',
  cardRefundsFail: 'pays, but its refunds fail',
  anyExpiry: 'Any future expiry and any 3-digit CVC',
  expired: 'This checkout session has expired.',
  refunded: 'This payment has been refunded.',
  alreadyPaid: 'This checkout session is already paid.',
  alreadyComplete: 'This checkout session is already complete.',
  bankProcessing: 'The bank transfer is still processing.',
  bankFailed: 'The bank transfer failed.',
  returnTo: (business: string) => `Return to ${business}`,
  canClose: 'You can close this page.',
};

const es: typeof en = {
  testBanner: 'Modo de prueba: simulador local de pagos, no se mueve dinero real',
  checkout: 'Pago',
  totalDue: 'Total a pagar',
  orderSummary: 'Resumen del pedido',
  item: 'Concepto',
  amount: 'Importe',
  total: 'Total',
  qty: 'Cant.',
  email: 'Correo electrónico',
  payWithCard: 'Pagar con tarjeta',
  cardNumber: 'Número de tarjeta',
  expiry: 'Vencimiento',
  expiryHint: 'MM / AA',
  cvc: 'CVC',
  cvcHint: '3 o 4 dígitos',
  cardName: 'Nombre en la tarjeta (opcional)',
  pay: 'Pagar',
  delayedHeading: 'O pruebe un pago diferido',
  bankAccount: 'Número de cuenta bancaria',
  bankHint: (seconds, suffix) =>
    `Se acredita después de ${seconds} s. Una cuenta que termina en ${suffix} falla.`,
  payByBank: 'Pagar por transferencia bancaria (diferido)',
  cancel: 'Cancelar y volver',
  testCards: 'Tarjetas de prueba',
  cardPays: 'paga',
  cardDeclined: 'se rechaza',
  cardInsufficient: 'se rechaza (fondos insuficientes)',
  cardRefundsFail: 'paga, pero sus reembolsos fallan',
  anyExpiry: 'Cualquier vencimiento futuro y cualquier CVC de 3 dígitos',
  expired: 'Esta sesión de pago ha vencido.',
  refunded: 'Este pago fue reembolsado.',
  alreadyPaid: 'Esta sesión de pago ya está pagada.',
  alreadyComplete: 'Esta sesión de pago ya está completa.',
  bankProcessing: 'La transferencia bancaria todavía se está procesando.',
  bankFailed: 'La transferencia bancaria falló.',
  returnTo: (business) => `Volver a ${business}`,
  canClose: 'Puede cerrar esta página.',
};

export const pageTexts: Readonly<Record<PageLanguage, typeof en>> = { en, es };
