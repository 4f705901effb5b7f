import type { ticketsNl } from './nl.js'

export const ticketsDe: Record<keyof typeof ticketsNl, string> = {
  'download.title': 'Deine Tickets',
  'download.order': 'Bestellung {orderNumber}',
  'download.intro': 'Lass am Eingang den QR-Code jedes Tickets scannen, auf dem Handy oder ausgedruckt.',
  'download.pdf': 'PDF herunterladen',
  'download.ticketOf': 'Ticket {n} von {total}',
  'download.qrAlt': 'QR-Code von Ticket {n}',
  'download.date': 'Datum',
  'download.venue': 'Ort',
  'download.type': 'Art',
  'download.price': 'Preis',
  'download.free': 'Kostenlos',
  'download.buyer': 'Auf den Namen',
  'download.code': 'Ticketcode',
  'download.checkedIn': 'Bereits eingecheckt',
  'download.validUntil': 'Dieser Link funktioniert bis zum {date}.',
  'download.notFound': 'Download-Link nicht gefunden',
  'download.notFoundText': 'Prüfe, ob du den vollständigen Link aus deiner E-Mail oder WhatsApp-Nachricht verwendet hast.',
  'download.expired': 'Download-Link abgelaufen',
  'download.expiredText':
    'Dieser Download-Link ist nicht mehr gültig. Wende dich an den Veranstalter, wenn du deine Tickets noch brauchst.',
  'download.error': 'Tickets konnten nicht geladen werden',
  'download.errorText': 'Beim Laden deiner Tickets ist etwas schiefgelaufen. Versuche es gleich noch einmal.',
  'download.retry': 'Erneut versuchen',
  'download.home': 'Zur Startseite',
}
