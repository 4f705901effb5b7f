/*
 * What the checkout's built-in list (SPEC §8: when the API's list fails) shows of each payment method in the other
 * languages, as the API would (api/transformers/payment_method_texts.ts); the Dutch name and description of
 * domain/payment_methods.ts are the fallback. Brand names (Uni5Pay+, iDEAL, PayPal, …) stay as they are; only
 * 'Creditcard' and 'Bankoverschrijving' are words.
 */
import { localizedText, type Language, type Translations } from '#domain/languages'
import { KLARNA_MINIMUM_EUR, RIVERTY_MINIMUM_EUR, type PaymentMethod, type PaymentMethodId } from '#domain/payment_methods'

const NAMES: Partial<Record<PaymentMethodId, Translations>> = {
  creditcard: { en: 'Credit card', es: 'Tarjeta de crédito', fr: 'Carte de crédit', de: 'Kreditkarte' },
  banktransfer: { en: 'Bank transfer', es: 'Transferencia bancaria', fr: 'Virement bancaire', de: 'Banküberweisung' },
}

const DESCRIPTIONS: Record<PaymentMethodId, Translations> = {
  uni5pay: {
    en: 'Pay straight away with the Uni5Pay+ app, in SRD, USD or EUR.',
    es: 'Paga al instante con la app Uni5Pay+, en SRD, USD o EUR.',
    fr: 'Payez directement avec l’application Uni5Pay+, en SRD, USD ou EUR.',
    de: 'Bezahle direkt mit der Uni5Pay+ App, in SRD, USD oder EUR.',
  },
  ideal: {
    en: 'Pay securely through your own Dutch bank.',
    es: 'Paga de forma segura a través de tu propio banco neerlandés.',
    fr: 'Payez en toute sécurité via votre propre banque néerlandaise.',
    de: 'Bezahle sicher über deine eigene niederländische Bank.',
  },
  paypal: {
    en: 'Pay with your PayPal account.',
    es: 'Paga con tu cuenta de PayPal.',
    fr: 'Payez avec votre compte PayPal.',
    de: 'Bezahle mit deinem PayPal-Konto.',
  },
  bancontact: {
    en: 'Pay with your Belgian bank card.',
    es: 'Paga con tu tarjeta bancaria belga.',
    fr: 'Payez avec votre carte bancaire belge.',
    de: 'Bezahle mit deiner belgischen Bankkarte.',
  },
  creditcard: {
    en: 'Pay with Visa, Mastercard or American Express.',
    es: 'Paga con Visa, Mastercard o American Express.',
    fr: 'Payez avec Visa, Mastercard ou American Express.',
    de: 'Bezahle mit Visa, Mastercard oder American Express.',
  },
  banktransfer: {
    en: 'Transfer the amount yourself; your tickets follow as soon as the payment has arrived.',
    es: 'Transfiere tú mismo el importe; tus entradas llegarán en cuanto se reciba el pago.',
    fr: 'Virez vous-même le montant ; vos billets suivent dès réception du paiement.',
    de: 'Überweise den Betrag selbst; deine Tickets folgen, sobald die Zahlung eingegangen ist.',
  },
  klarna: {
    en: `Pay later or in instalments, from € ${KLARNA_MINIMUM_EUR}.`,
    es: `Paga más tarde o a plazos, desde € ${KLARNA_MINIMUM_EUR}.`,
    fr: `Payez plus tard ou en plusieurs fois, à partir de € ${KLARNA_MINIMUM_EUR}.`,
    de: `Später oder in Raten bezahlen, ab € ${KLARNA_MINIMUM_EUR}.`,
  },
  riverty: {
    en: `Pay later, from € ${RIVERTY_MINIMUM_EUR}.`,
    es: `Paga más tarde, desde € ${RIVERTY_MINIMUM_EUR}.`,
    fr: `Payez plus tard, à partir de € ${RIVERTY_MINIMUM_EUR}.`,
    de: `Später bezahlen, ab € ${RIVERTY_MINIMUM_EUR}.`,
  },
}

/** The method's name and description in `lang`, Dutch where a text has no translation. */
export function paymentMethodTexts(method: PaymentMethod, lang: Language): { name: string; description: string } {
  return {
    name: localizedText(method.name, NAMES[method.id], lang),
    description: localizedText(method.description, DESCRIPTIONS[method.id], lang),
  }
}
