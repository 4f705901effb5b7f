/*
 * The words of the invoice PDF in the order's language (the five languages of the shop). Brand names of payment
 * methods (Uni5Pay+, iDEAL, …) come from domain/payment_methods.ts and stay as they are.
 */
import type { Language } from '#domain/languages'

export interface InvoiceTexts {
  title: string
  invoiceNumber: string
  invoiceDate: string
  orderNumber: string
  seller: string
  buyer: string
  kkfNumber: string
  btwNumber: string
  event: string
  description: string
  quantity: string
  unitPrice: string
  amount: string
  subtotal: string
  discount: string
  platformFee: string
  paymentFee: string
  paymentFeeBtw: string
  total: string
  paymentMethod: string
  paidOn: string
  soldAt: string
  online: string
  loket: string
  agent: string
  free: string
  cash: string
  pin: string
  creditNote: string
  creditNoteNumber: string
  refundedOn: string
  refundReference: string
  refundedAmount: string
  /** {seller} and {site}. */
  footer: string
  /** {currency}. */
  currencyNote: string
}

export const INVOICE_TEXTS: Record<Language, InvoiceTexts> = {
  nl: {
    title: 'Factuur',
    invoiceNumber: 'Factuurnummer',
    invoiceDate: 'Factuurdatum',
    orderNumber: 'Bestelnummer',
    seller: 'Verkoper',
    buyer: 'Koper',
    kkfNumber: 'KKF-nummer',
    btwNumber: 'Btw-nummer',
    event: 'Evenement',
    description: 'Omschrijving',
    quantity: 'Aantal',
    unitPrice: 'Prijs per stuk',
    amount: 'Bedrag',
    subtotal: 'Subtotaal',
    discount: 'Korting',
    platformFee: 'Servicekosten',
    paymentFee: 'Betaalkosten',
    paymentFeeBtw: 'Btw over betaalkosten',
    total: 'Totaal',
    paymentMethod: 'Betaalwijze',
    paidOn: 'Betaald op',
    soldAt: 'Verkooppunt',
    online: 'Online',
    loket: 'Loket',
    agent: 'Verkooppunt {name}',
    free: 'Gratis registratie',
    cash: 'Contant',
    pin: 'Pin',
    creditNote: 'Creditnota',
    creditNoteNumber: 'Creditnotanummer',
    refundedOn: 'Terugbetaald op',
    refundReference: 'Referentie',
    refundedAmount: 'Terugbetaald bedrag',
    footer: 'Verkocht door {seller} via {site}.',
    currencyNote: 'Alle bedragen in {currency}.',
  },
  en: {
    title: 'Invoice',
    invoiceNumber: 'Invoice number',
    invoiceDate: 'Invoice date',
    orderNumber: 'Order number',
    seller: 'Seller',
    buyer: 'Buyer',
    kkfNumber: 'KKF number',
    btwNumber: 'VAT number',
    event: 'Event',
    description: 'Description',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    amount: 'Amount',
    subtotal: 'Subtotal',
    discount: 'Discount',
    platformFee: 'Service fee',
    paymentFee: 'Payment fee',
    paymentFeeBtw: 'VAT on payment fee',
    total: 'Total',
    paymentMethod: 'Payment method',
    paidOn: 'Paid on',
    soldAt: 'Point of sale',
    online: 'Online',
    loket: 'Box office',
    agent: 'Point of sale {name}',
    free: 'Free registration',
    cash: 'Cash',
    pin: 'Debit card',
    creditNote: 'Credit note',
    creditNoteNumber: 'Credit note number',
    refundedOn: 'Refunded on',
    refundReference: 'Reference',
    refundedAmount: 'Amount refunded',
    footer: 'Sold by {seller} through {site}.',
    currencyNote: 'All amounts in {currency}.',
  },
  es: {
    title: 'Factura',
    invoiceNumber: 'Número de factura',
    invoiceDate: 'Fecha de factura',
    orderNumber: 'Número de pedido',
    seller: 'Vendedor',
    buyer: 'Comprador',
    kkfNumber: 'Número KKF',
    btwNumber: 'Número de IVA',
    event: 'Evento',
    description: 'Descripción',
    quantity: 'Cantidad',
    unitPrice: 'Precio unitario',
    amount: 'Importe',
    subtotal: 'Subtotal',
    discount: 'Descuento',
    platformFee: 'Gastos de servicio',
    paymentFee: 'Gastos de pago',
    paymentFeeBtw: 'IVA sobre los gastos de pago',
    total: 'Total',
    paymentMethod: 'Forma de pago',
    paidOn: 'Pagado el',
    soldAt: 'Punto de venta',
    online: 'En línea',
    loket: 'Taquilla',
    agent: 'Punto de venta {name}',
    free: 'Inscripción gratuita',
    cash: 'Efectivo',
    pin: 'Tarjeta de débito',
    creditNote: 'Nota de crédito',
    creditNoteNumber: 'Número de nota de crédito',
    refundedOn: 'Reembolsado el',
    refundReference: 'Referencia',
    refundedAmount: 'Importe reembolsado',
    footer: 'Vendido por {seller} a través de {site}.',
    currencyNote: 'Todos los importes en {currency}.',
  },
  fr: {
    title: 'Facture',
    invoiceNumber: 'Numéro de facture',
    invoiceDate: 'Date de facture',
    orderNumber: 'Numéro de commande',
    seller: 'Vendeur',
    buyer: 'Acheteur',
    kkfNumber: 'Numéro KKF',
    btwNumber: 'Numéro de TVA',
    event: 'Événement',
    description: 'Description',
    quantity: 'Quantité',
    unitPrice: 'Prix unitaire',
    amount: 'Montant',
    subtotal: 'Sous-total',
    discount: 'Remise',
    platformFee: 'Frais de service',
    paymentFee: 'Frais de paiement',
    paymentFeeBtw: 'TVA sur les frais de paiement',
    total: 'Total',
    paymentMethod: 'Mode de paiement',
    paidOn: 'Payé le',
    soldAt: 'Point de vente',
    online: 'En ligne',
    loket: 'Guichet',
    agent: 'Point de vente {name}',
    free: 'Inscription gratuite',
    cash: 'Espèces',
    pin: 'Carte bancaire',
    creditNote: 'Avoir',
    creditNoteNumber: 'Numéro d’avoir',
    refundedOn: 'Remboursé le',
    refundReference: 'Référence',
    refundedAmount: 'Montant remboursé',
    footer: 'Vendu par {seller} via {site}.',
    currencyNote: 'Tous les montants en {currency}.',
  },
  de: {
    title: 'Rechnung',
    invoiceNumber: 'Rechnungsnummer',
    invoiceDate: 'Rechnungsdatum',
    orderNumber: 'Bestellnummer',
    seller: 'Verkäufer',
    buyer: 'Käufer',
    kkfNumber: 'KKF-Nummer',
    btwNumber: 'USt-Nummer',
    event: 'Veranstaltung',
    description: 'Beschreibung',
    quantity: 'Anzahl',
    unitPrice: 'Stückpreis',
    amount: 'Betrag',
    subtotal: 'Zwischensumme',
    discount: 'Rabatt',
    platformFee: 'Servicegebühr',
    paymentFee: 'Zahlungsgebühr',
    paymentFeeBtw: 'USt auf die Zahlungsgebühr',
    total: 'Gesamt',
    paymentMethod: 'Zahlungsart',
    paidOn: 'Bezahlt am',
    soldAt: 'Verkaufsstelle',
    online: 'Online',
    loket: 'Kasse',
    agent: 'Verkaufsstelle {name}',
    free: 'Kostenlose Anmeldung',
    cash: 'Bar',
    pin: 'Debitkarte',
    creditNote: 'Gutschrift',
    creditNoteNumber: 'Gutschriftsnummer',
    refundedOn: 'Erstattet am',
    refundReference: 'Referenz',
    refundedAmount: 'Erstatteter Betrag',
    footer: 'Verkauft von {seller} über {site}.',
    currencyNote: 'Alle Beträge in {currency}.',
  },
}
