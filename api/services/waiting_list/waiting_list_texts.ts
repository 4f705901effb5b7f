/*
 * The words of the waiting list's messages (docs/buying.md#waiting-list) in the reader's language; Dutch is the
 * source and the fallback.
 */
import { translateFrom, type TranslationParams } from '#domain/translation'
import type { Language } from '#domain/languages'

const nl = {
  'joined.subject': 'Je staat op de wachtlijst voor {event}',
  'joined.title': 'Je staat op de wachtlijst',
  'joined.intro': '{greeting} je staat op de wachtlijst voor {quantity} × {ticketType} van {event}. Je bent nummer {place}.',
  'joined.next':
    'Komen er tickets vrij, dan krijg je een bericht met een link die ze {hours} voor je vasthoudt. Niet meer nodig? Verlaat de wachtlijst met de knop.',
  'joined.button': 'Wachtlijst bekijken of verlaten',
  'joined.whatsapp':
    '{site}: Je staat op de wachtlijst voor {quantity} × {ticketType} van {event} (nummer {place}). Komen er tickets vrij, dan hoor je het hier. Verlaten: {leave}',
  'offer.subject': 'Er zijn tickets voor je vrij: {event}',
  'offer.title': 'Je bent aan de beurt',
  'offer.intro': '{greeting} er zijn {quantity} × {ticketType} van {event} voor je vastgehouden tot {until}.',
  'offer.next': 'Koop ze met de knop. Daarna gaan ze naar de volgende op de wachtlijst.',
  'offer.button': 'Tickets kopen',
  'offer.leave': 'Niet meer nodig? Verlaat de wachtlijst',
  'offer.whatsapp':
    '{site}: Er zijn {quantity} × {ticketType} van {event} voor je vastgehouden tot {until}. Koop ze hier: {link} Niet meer nodig? {leave}',
  'hours.one': '1 uur',
  'hours.many': '{count} uur',
  'minutes.many': '{count} minuten',
}

type Key = keyof typeof nl

const en: Partial<Record<Key, string>> = {
  'joined.subject': 'You are on the waiting list for {event}',
  'joined.title': 'You are on the waiting list',
  'joined.intro': '{greeting} you are on the waiting list for {quantity} × {ticketType} of {event}. You are number {place}.',
  'joined.next':
    'When tickets come free, you get a message with a link that holds them for you for {hours}. No longer needed? Leave the waiting list with the button.',
  'joined.button': 'View or leave the waiting list',
  'joined.whatsapp':
    '{site}: You are on the waiting list for {quantity} × {ticketType} of {event} (number {place}). When tickets come free you hear it here. Leave: {leave}',
  'offer.subject': 'Tickets have come free for you: {event}',
  'offer.title': 'It is your turn',
  'offer.intro': '{greeting} {quantity} × {ticketType} of {event} are held for you until {until}.',
  'offer.next': 'Buy them with the button. After that they go to the next person on the waiting list.',
  'offer.button': 'Buy tickets',
  'offer.leave': 'No longer needed? Leave the waiting list',
  'offer.whatsapp':
    '{site}: {quantity} × {ticketType} of {event} are held for you until {until}. Buy them here: {link} No longer needed? {leave}',
  'hours.one': '1 hour',
  'hours.many': '{count} hours',
  'minutes.many': '{count} minutes',
}

const es: Partial<Record<Key, string>> = {
  'joined.subject': 'Estás en la lista de espera de {event}',
  'joined.title': 'Estás en la lista de espera',
  'joined.intro': '{greeting} estás en la lista de espera para {quantity} × {ticketType} de {event}. Eres el número {place}.',
  'joined.next':
    'Si se liberan entradas, recibirás un mensaje con un enlace que te las reserva durante {hours}. ¿Ya no las necesitas? Sal de la lista con el botón.',
  'joined.button': 'Ver o dejar la lista de espera',
  'joined.whatsapp':
    '{site}: Estás en la lista de espera para {quantity} × {ticketType} de {event} (número {place}). Si se liberan entradas, te avisamos aquí. Salir: {leave}',
  'offer.subject': 'Hay entradas libres para ti: {event}',
  'offer.title': 'Es tu turno',
  'offer.intro': '{greeting} te reservamos {quantity} × {ticketType} de {event} hasta {until}.',
  'offer.next': 'Cómpralas con el botón. Después pasan a la siguiente persona de la lista.',
  'offer.button': 'Comprar entradas',
  'offer.leave': '¿Ya no las necesitas? Sal de la lista de espera',
  'offer.whatsapp':
    '{site}: Te reservamos {quantity} × {ticketType} de {event} hasta {until}. Cómpralas aquí: {link} ¿Ya no las necesitas? {leave}',
  'hours.one': '1 hora',
  'hours.many': '{count} horas',
  'minutes.many': '{count} minutos',
}

const fr: Partial<Record<Key, string>> = {
  'joined.subject': "Vous êtes sur la liste d'attente pour {event}",
  'joined.title': "Vous êtes sur la liste d'attente",
  'joined.intro': "{greeting} vous êtes sur la liste d'attente pour {quantity} × {ticketType} de {event}. Vous êtes numéro {place}.",
  'joined.next':
    "Si des billets se libèrent, vous recevez un message avec un lien qui vous les réserve pendant {hours}. Plus besoin ? Quittez la liste d'attente avec le bouton.",
  'joined.button': "Voir ou quitter la liste d'attente",
  'joined.whatsapp':
    "{site} : Vous êtes sur la liste d'attente pour {quantity} × {ticketType} de {event} (numéro {place}). Si des billets se libèrent, vous l'apprendrez ici. Quitter : {leave}",
  'offer.subject': 'Des billets se sont libérés pour vous : {event}',
  'offer.title': "C'est votre tour",
  'offer.intro': '{greeting} {quantity} × {ticketType} de {event} vous sont réservés jusqu’à {until}.',
  'offer.next': "Achetez-les avec le bouton. Ensuite, ils passent à la personne suivante sur la liste d'attente.",
  'offer.button': 'Acheter les billets',
  'offer.leave': "Plus besoin ? Quittez la liste d'attente",
  'offer.whatsapp':
    '{site} : {quantity} × {ticketType} de {event} vous sont réservés jusqu’à {until}. Achetez-les ici : {link} Plus besoin ? {leave}',
  'hours.one': '1 heure',
  'hours.many': '{count} heures',
  'minutes.many': '{count} minutes',
}

const de: Partial<Record<Key, string>> = {
  'joined.subject': 'Du stehst auf der Warteliste für {event}',
  'joined.title': 'Du stehst auf der Warteliste',
  'joined.intro': '{greeting} du stehst auf der Warteliste für {quantity} × {ticketType} von {event}. Du bist Nummer {place}.',
  'joined.next':
    'Werden Tickets frei, bekommst du eine Nachricht mit einem Link, der sie {hours} für dich reserviert. Nicht mehr nötig? Verlasse die Warteliste mit der Schaltfläche.',
  'joined.button': 'Warteliste ansehen oder verlassen',
  'joined.whatsapp':
    '{site}: Du stehst auf der Warteliste für {quantity} × {ticketType} von {event} (Nummer {place}). Werden Tickets frei, erfährst du es hier. Verlassen: {leave}',
  'offer.subject': 'Für dich sind Tickets frei geworden: {event}',
  'offer.title': 'Du bist dran',
  'offer.intro': '{greeting} {quantity} × {ticketType} von {event} sind bis {until} für dich reserviert.',
  'offer.next': 'Kaufe sie mit der Schaltfläche. Danach gehen sie an die nächste Person auf der Warteliste.',
  'offer.button': 'Tickets kaufen',
  'offer.leave': 'Nicht mehr nötig? Warteliste verlassen',
  'offer.whatsapp':
    '{site}: {quantity} × {ticketType} von {event} sind bis {until} für dich reserviert. Hier kaufen: {link} Nicht mehr nötig? {leave}',
  'hours.one': '1 Stunde',
  'hours.many': '{count} Stunden',
  'minutes.many': '{count} Minuten',
}

const DICTIONARIES = { nl, en, es, fr, de }

export type WaitingListTranslate = (key: Key, params?: TranslationParams) => string

export function waitingListTranslator(lang: Language): WaitingListTranslate {
  return (key, params) => translateFrom(DICTIONARIES, lang, key, params)
}

/** '2 uur', '90 minuten': how long an offer holds its seats. */
export function offerDuration(t: WaitingListTranslate, minutes: number): string {
  if (minutes % 60 !== 0) return t('minutes.many', { count: minutes })
  const hours = minutes / 60
  return hours === 1 ? t('hours.one') : t('hours.many', { count: hours })
}
