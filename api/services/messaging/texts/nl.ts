/*
 * The words of every message the platform sends (e-mail, WhatsApp, the tickets' PDF), in Dutch: the
 * source and the fallback of en.ts, es.ts, fr.ts and de.ts. `{name}` is filled in.
 */
export const nl = {
  'email.footer': 'Dit is een automatisch bericht; je kunt niet op deze e-mail reageren.',
  'email.buttonFallback': 'Werkt de knop niet? Open deze link:',
  'greeting.named': 'Hallo {name},',
  'greeting.anonymous': 'Hallo,',

  'tickets.subject': 'Je tickets voor {event} ({orderNumber})',
  'tickets.title': 'Je tickets voor {event}',
  'tickets.intro':
    '{greeting} bedankt voor je bestelling! Laat bij de ingang de QR-code van elk ticket scannen, op je telefoon of geprint.',
  'tickets.details': 'Evenement: {event}\nDatum: {date}\nLocatie: {venue}\nBestelnummer: {orderNumber}',
  'tickets.attachment.one': 'In de bijlage zit een PDF met je ticket. Met de knop download je het opnieuw; de link werkt tot {date}.',
  'tickets.attachment.many':
    'In de bijlage zit een PDF met je {count} tickets, één per pagina. Met de knop download je ze opnieuw; de link werkt tot {date}.',
  'tickets.qrAlt': 'QR-code van ticket {number}',
  'tickets.card': 'Ticket {number} van {count}: {type}',
  'tickets.code': 'Code: {code}',
  'tickets.download': 'Tickets downloaden',
  'tickets.invoice': 'Factuur downloaden (PDF)',
  'tickets.claim': 'Deze tickets in je account bewaren',
  'tickets.cancel': 'Bestelling bekijken of annuleren',
  'tickets.free': 'Gratis',
  'tickets.locationUnknown': 'Locatie niet beschikbaar',
  'tickets.whatsapp.one':
    '{site}: Je ticket voor {event} ({date}, {venue}) staat klaar. Bestelnummer {orderNumber}. Download het hier: {link}',
  'tickets.whatsapp.many':
    '{site}: Je {count} tickets voor {event} ({date}, {venue}) staan klaar. Bestelnummer {orderNumber}. Download ze hier: {link}',

  'transfer.subject': '{from} geeft je een ticket voor {event}',
  'transfer.title': 'Je ticket voor {event}',
  'transfer.intro': '{greeting} {from} heeft een ticket voor {event} aan je doorgegeven. Het staat nu op jouw naam.',
  'transfer.details': 'Evenement: {event}\nDatum: {date}\nLocatie: {venue}\nTicket: {type}',
  'transfer.attachment': 'In de bijlage zit een PDF met je ticket. Met de knop download je het opnieuw; de link werkt tot {date}.',
  'transfer.whatsapp': '{site}: {from} heeft je een ticket voor {event} ({date}, {venue}) gegeven. Download het hier: {link}',
  'transferDone.subject': 'Je ticket voor {event} is doorgegeven',
  'transferDone.intro':
    '{greeting} je hebt je ticket ({type}) voor {event} doorgegeven aan {to}. Je oude QR-code is niet meer geldig; {to} heeft een nieuw ticket gekregen.',
  'transferDone.whatsapp': '{site}: je ticket voor {event} is doorgegeven aan {to}. Je oude QR-code is niet meer geldig.',

  'pdf.header': '{site} · ticket {number} van {count}',
  'pdf.holder': 'Op naam van: {name}',
  'pdf.yes': 'Ja',
  'pdf.no': 'Nee',
  'pdf.order': 'Bestelling: {orderNumber}',
  'pdf.code': 'Ticketcode: {code}',

  'verify.subject': 'Bevestig je e-mailadres bij {site}',
  'verify.title': 'Bevestig je e-mailadres',
  'verify.intro': '{greeting} welkom bij {site}! Bevestig je e-mailadres met de knop hieronder.',
  'verify.validity': 'De link is {hours} uur geldig. Heb je geen account aangemaakt? Dan kun je deze e-mail negeren.',
  'verify.button': 'E-mailadres bevestigen',

  'reset.subject': 'Wachtwoord herstellen bij {site}',
  'reset.title': 'Wachtwoord herstellen',
  'reset.intro': '{greeting} we kregen een verzoek om het wachtwoord van je {site}-account te herstellen.',
  'reset.choose': 'Kies een nieuw wachtwoord met de knop hieronder. De link is {minutes} minuten geldig en werkt één keer.',
  'reset.ignore': 'Heb je dit niet aangevraagd? Dan hoef je niets te doen; je wachtwoord blijft hetzelfde.',
  'reset.button': 'Nieuw wachtwoord kiezen',

  'invite.subject': '{organizer} nodigt je uit voor het team op {site}',
  'invite.title': 'Welkom in het team van {organizer}',
  'invite.intro': '{greeting} {organizer} heeft een account voor je aangemaakt op {site} als {role}.',
  'invite.choose':
    'Kies je wachtwoord met de knop hieronder. De link is {days} dagen geldig en werkt één keer. Daarna log je in met je e-mailadres {email}.',
  'invite.signIn': 'Daarna log je hier in',
  'invite.button': 'Wachtwoord instellen',
  'inviteRefused.subject': '{organizer} probeerde je toe te voegen aan hun team op {site}',
  'inviteRefused.title': 'Je bent niet aan een team toegevoegd',
  'inviteRefused.intro':
    '{greeting} {organizer} probeerde je op {site} als {role} aan hun team toe te voegen. Je e-mailadres heeft hier al een account, en een bestaand account kan niet in een team worden opgenomen. Er is niets veranderd.',
  'inviteRefused.next':
    'Wil je voor {organizer} werken? Vraag hen je uit te nodigen met een ander e-mailadres, bijvoorbeeld je werkadres. Ken je {organizer} niet, dan kun je deze e-mail negeren.',
  'invite.role.manager': 'manager',
  'invite.role.loket_medewerker': 'loket medewerker',
  'invite.role.scanner': 'scanner',
  'invite.role.agent_manager': 'agent manager',
  'invite.role.agent_loket_medewerker': 'agent loketmedewerker',

  'code.subject': 'Je verificatiecode voor {site}',
  'code.title': 'Je code: {code}',
  'code.intro': '{greeting} gebruik deze code om {purpose}: {code}',
  'code.validity': 'De code is {minutes} minuten geldig. Deel hem met niemand; {site} vraagt nooit om je code.',
  'code.whatsapp': '{site}: je code om {purpose} is {code}. De code is {minutes} minuten geldig. Deel hem met niemand.',
  'purpose.verifyPhone': 'je telefoonnummer te bevestigen',
  'purpose.confirmEmailChange': 'de wijziging van je e-mailadres naar {email} te bevestigen',
  'purpose.confirmNewEmail': 'je nieuwe e-mailadres te bevestigen',
  'purpose.confirmPhoneChange': 'de wijziging van je telefoonnummer te bevestigen',
  'purpose.confirmNewPhone': 'je nieuwe telefoonnummer te bevestigen',

  'eventCancelled.subject': '{event} is geannuleerd (bestelling {orderNumber})',
  'eventCancelled.title': '{event} gaat niet door',
  'eventCancelled.intro': '{greeting} helaas is {event} ({date}) door de organisator geannuleerd. Je tickets zijn niet meer geldig.',
  'eventCancelled.refund': 'Je betaling voor bestelling {orderNumber} wordt terugbetaald; daar hoef je niets voor te doen.',
  'eventCancelled.free': 'Je bestelling {orderNumber} was gratis; er hoeft niets terugbetaald te worden.',
  'eventCancelled.whatsapp': '{site}: {event} ({date}) is geannuleerd door de organisator. {refund}',

  'orderRefunded.subject': 'Terugbetaling van je bestelling {orderNumber}',
  'orderRefunded.title': 'Je geld komt terug',
  'orderRefunded.intro': '{greeting} de organisator van {event} heeft {tickets} van je bestelling {orderNumber} terugbetaald: {amount}.',
  'orderRefunded.void': 'De terugbetaalde tickets zijn niet meer geldig; je andere tickets blijven gewoon geldig.',
  'orderRefunded.method.mollie':
    'Het bedrag gaat terug naar de rekening of kaart waarmee je betaalde ({providerAmount}); reken op 5 tot 10 werkdagen.',
  'orderRefunded.method.uni5pay': 'Het bedrag gaat terug naar je Uni5Pay+-rekening; meestal staat het er binnen 1 tot 3 werkdagen.',
  'orderRefunded.method.cash': 'Je krijgt het bedrag contant terug bij de verkoper van je tickets.',
  'orderRefunded.method.pin': 'Het bedrag gaat terug naar de bankpas waarmee je pinde; reken op 1 tot 3 werkdagen.',
  'orderRefunded.tickets.one': '1 ticket',
  'orderRefunded.tickets.many': '{count} tickets',
  'orderRefunded.whatsapp': '{site}: {tickets} van je bestelling {orderNumber} ({event}) is terugbetaald: {amount}. {method}',

  'venueApproved.subject': 'Je venue {venue} is goedgekeurd',
  'venueApproved.title': '{venue} staat online',
  'venueApproved.intro':
    '{greeting} goed nieuws: een beheerder van {site} heeft {venue} goedgekeurd. De venue staat vanaf nu op de site en organisatoren kunnen hem kiezen voor hun evenementen.',
  'venueApproved.note':
    'Wijzig je later de naam, het adres of de capaciteit, dan gaat de venue opnieuw ter goedkeuring en is hij tot dan niet zichtbaar.',
  'venueApproved.button': 'Bekijk je venue',

  'venueRejected.subject': 'Je venue {venue} is niet goedgekeurd',
  'venueRejected.title': '{venue} is nog niet goedgekeurd',
  'venueRejected.intro': '{greeting} een beheerder van {site} heeft {venue} niet goedgekeurd, met deze reden:',
  'venueRejected.reason': '“{reason}”',
  'venueRejected.next': 'Pas je venue aan in je dashboard. Na je wijziging beoordelen we hem opnieuw.',
  'venueRejected.button': 'Venue aanpassen',
  'bookingAnswered.confirmed.subject': '{venue} heeft je aanvraag voor {date} bevestigd',
  'bookingAnswered.confirmed.title': 'Je venue-aanvraag is bevestigd',
  'bookingAnswered.confirmed.intro':
    '{greeting} goed nieuws: {venue} heeft je aanvraag voor {event} op {date} bevestigd. De dag staat voor je vast.',
  'bookingAnswered.rejected.subject': '{venue} kan je aanvraag voor {date} niet aannemen',
  'bookingAnswered.rejected.title': 'Je venue-aanvraag is afgewezen',
  'bookingAnswered.rejected.intro': '{greeting} helaas kan {venue} je aanvraag voor {event} op {date} niet aannemen.',
  'bookingAnswered.rejected.next': 'Kies in je evenement een andere venue of datum; dan vragen we die meteen voor je aan.',
  'bookingAnswered.rejected.draft':
    'Omdat de venue je datum niet bevestigt, staat {event} niet meer online: het is weer een concept. Publiceer het opnieuw zodra een venue je datum heeft bevestigd.',
  'bookingAnswered.message': 'Bericht van {venue}:\n{message}',
  'bookingAnswered.yourEvent': 'je evenement',
  'bookingAnswered.button': 'Bekijk je evenement',
  'adminInvite.subject': 'Je beheerdersaccount op {site}',
  'adminInvite.title': 'Welkom als beheerder van {site}',
  'adminInvite.intro': '{greeting} {inviter} heeft een account voor je aangemaakt op {site} als {role}.',
  'adminInvite.choose':
    'Kies je wachtwoord met de knop hieronder. De link is {days} dagen geldig en werkt één keer. Daarna log je in met je e-mailadres {email}.',
  'adminInvite.button': 'Wachtwoord instellen',
  'adminInvite.role.admin': 'beheerder',
  'adminInvite.role.subAdmin': 'sub-admin',

  'eventUnpublished.subject': '{event} is offline gehaald op {site}',
  'eventUnpublished.title': '{event} staat niet meer online',
  'eventUnpublished.intro':
    '{greeting} een beheerder van {site} heeft je evenement {event} ({date}) offline gehaald. Het staat niet meer op de site en er worden geen tickets meer verkocht; verkochte tickets blijven geldig.',
  'eventUnpublished.reason': 'Reden: {reason}',
  'eventUnpublished.next':
    'Pas het evenement aan en publiceer het opnieuw, of neem contact met ons op via de contactpagina als je vragen hebt.',
  'eventUnpublished.button': 'Naar mijn evenementen',
  // The review invitation, sent reviewInvitationDelay hours after the event.
  'reviewInvite.subject': 'Hoe was {event}? Laat een review achter',
  'reviewInvite.title': 'Hoe was {event}?',
  'reviewInvite.intro': '{greeting} je was bij {event} ({date}). Vertel andere bezoekers hoe het was: het kost je een minuut.',
  'reviewInvite.validity': 'De link werkt één keer, tot {date}. Je hebt er geen account voor nodig.',
  'reviewInvite.button': 'Review schrijven',
  'reviewInvite.whatsapp': '{site}: hoe was {event}? Laat hier je review achter (werkt tot {date}): {link}',
  'payoutPaid.subject': 'Uitbetaling van {amount} door {site}',
  'payoutPaid.title': 'We hebben {amount} naar je overgemaakt',
  'payoutPaid.intro': '{greeting} {site} heeft {amount} van je ticketverkoop naar je overgemaakt.',
  'payoutPaid.reference':
    'Referentie van de overboeking: {reference}. Het kan een paar werkdagen duren voordat het bedrag op je rekening staat.',
  'payoutPaid.balance': 'Na deze uitbetaling staat er nog {balance} voor je open.',
  'payoutPaid.button': 'Uitbetalingen bekijken',
  'dataExport.subject': 'Je gegevens bij {site} staan klaar',
  'dataExport.title': 'Je gegevens staan klaar',
  'dataExport.intro':
    '{greeting} je vroeg om een kopie van je gegevens bij {site}: je account, bestellingen, tickets, likes, reviews en activiteit, als JSON-bestanden in een ZIP.',
  'dataExport.validity':
    'De link werkt {days} dagen, alleen als je bent ingelogd met dit account. Heb je dit niet aangevraagd? Wijzig dan je wachtwoord.',
  'dataExport.button': 'Gegevens downloaden',
  'twoFactorOff.subject': 'Tweestapsverificatie staat uit bij {site}',
  'twoFactorOff.title': 'Tweestapsverificatie staat uit',
  'twoFactorOff.intro':
    '{greeting} tweestapsverificatie van je {site}-account is zojuist uitgezet. Inloggen vraagt nu alleen nog je wachtwoord.',
  'twoFactorOff.notYou':
    'Was jij dit niet? Kies dan meteen een nieuw wachtwoord via ‘Wachtwoord vergeten’ en zet tweestapsverificatie weer aan in je accountinstellingen.',
  'recoveryUsed.subject': 'Er is ingelogd met een herstelcode bij {site}',
  'recoveryUsed.title': 'Ingelogd met een herstelcode',
  'recoveryUsed.intro':
    '{greeting} er is zojuist op je {site}-account ingelogd met een van je herstelcodes. Die code werkt nu niet meer; je hebt er nog {left} over.',
  'recoveryUsed.notYou':
    'Was jij dit niet? Kies dan meteen een nieuw wachtwoord via ‘Wachtwoord vergeten’ en meld je overal af in je accountinstellingen.',
  // A message from an event's organizer to its attendees, and the reminder before the event.
  'attendeeMessage.footer': 'Je krijgt dit bericht van de organisator van {event} omdat je er een ticket voor hebt. Beantwoorden kan niet.',
  'attendeeMessage.whatsapp': '{site} – {event}: {subject}\n\n{body}',
  'reminder.subject': 'Herinnering: {event} begint {date}',
  'reminder.title': 'Tot snel bij {event}!',
  'reminder.intro':
    '{greeting} een herinnering: {event} begint {date} bij {venue}. Vergeet je tickets niet; de QR-code wordt bij de ingang gescand.',
  'reminder.button': 'Mijn tickets bekijken',
  'reminder.whatsapp': '{site}: herinnering – {event} begint {date} bij {venue}. Je tickets: {link}',
} as const

export type MessageTextKey = keyof typeof nl
export type MessageTexts = Partial<Record<MessageTextKey, string>>
