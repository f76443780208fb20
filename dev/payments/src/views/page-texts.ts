/**
 * The hosted page's words in the languages the site offers, chosen by the session's `locale` as
 * Stripe Checkout chooses its own ('es', 'es-419' → Spanish; anything else → English). A decline
 * or a field to fix is shown in the page's language (`shownMessage`); the API's
 * `last_payment_error.message` stays as Stripe's API words it (English).
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
  refunds: 'Refunds',
  refundsCaption: 'Refunds of this payment',
  refundedInFull: (amount: string) => `Refunded in full: ${amount}.`,
  refundedOf: (refunded: string, paid: string) => `Refunded ${refunded} of ${paid}.`,
  onItsWay: (amount: string) => `${amount} is on its way.`,
  date: 'Date',
  status: 'Status',
  refundPending: 'Pending',
  refundSucceeded: 'Refunded',
  refundFailed: (reason: string) => `Failed (${reason})`,
  unknownReason: 'unknown',
  notFoundTitle: 'Checkout session not found',
  notFoundHeading: 'This checkout session does not exist.',
  notFoundBody: 'Check the link, or start the payment again from the registration site.',
  /** Intl's tag for the page's dates. */
  dateLocale: 'en-US',
  /** Stripe's messages (declines, fields to fix), by their English words; English shows them as they are. */
  messages: {} as Readonly<Record<string, string>>,
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
  refunds: 'Reembolsos',
  refundsCaption: 'Reembolsos de este pago',
  refundedInFull: (amount) => `Reembolsado por completo: ${amount}.`,
  refundedOf: (refunded, paid) => `Reembolsado: ${refunded} de ${paid}.`,
  onItsWay: (amount) => `${amount} está en camino.`,
  date: 'Fecha',
  status: 'Estado',
  refundPending: 'Pendiente',
  refundSucceeded: 'Reembolsado',
  refundFailed: (reason) => `Falló (${reason})`,
  unknownReason: 'motivo desconocido',
  notFoundTitle: 'Sesión de pago no encontrada',
  notFoundHeading: 'Esta sesión de pago no existe.',
  notFoundBody: 'Revise el enlace, o vuelva a empezar el pago desde el sitio de inscripciones.',
  dateLocale: 'es-US',
  messages: {
    'Your card was declined.': 'Su tarjeta fue rechazada.',
    'Your card has insufficient funds.': 'Su tarjeta no tiene fondos suficientes.',
    'Your card has expired.': 'Su tarjeta está vencida.',
    "Your card's security code is incorrect.": 'El código de seguridad de su tarjeta no es correcto.',
    'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.':
      'Su tarjeta fue rechazada. Está en modo de prueba y usó una tarjeta real: use una de las tarjetas de prueba (https://stripe.com/docs/testing).',
    'Your card number is incomplete.': 'El número de su tarjeta está incompleto.',
    'Your card number is invalid.': 'El número de su tarjeta no es válido.',
    "Your card's expiration date is incomplete.": 'La fecha de vencimiento de su tarjeta está incompleta.',
    "Your card's expiration year is in the past.": 'El año de vencimiento de su tarjeta ya pasó.',
    "Your card's expiration date is in the past.": 'La fecha de vencimiento de su tarjeta ya pasó.',
    "Your card's security code is incomplete.": 'El código de seguridad de su tarjeta está incompleto.',
    'Your bank account number is invalid.': 'El número de su cuenta bancaria no es válido.',
    'Your email address is incomplete.': 'Su correo electrónico está incompleto.',
    'Your email address is invalid.': 'Su correo electrónico no es válido.',
  },
};

export const pageTexts: Readonly<Record<PageLanguage, typeof en>> = { en, es };

/** A message of Stripe's (a decline, a field to fix) as the page shows it in `language`. */
export const shownMessage = (language: PageLanguage, message: string): string =>
  pageTexts[language].messages[message] ?? message;

/** The page's language for a request without a session: its `Accept-Language` (Spanish first → Spanish). */
export const acceptedLanguage = (header: string | undefined): PageLanguage => {
  const first = (header ?? '')
    .split(',')
    .map((part) => part.trim().split(';')[0]!.toLowerCase())
    .find((tag) => tag.startsWith('en') || tag.startsWith('es'));
  return pageLanguage(first);
};
