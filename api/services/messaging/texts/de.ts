import type { MessageTexts } from './nl.js'

export const de: MessageTexts = {
  'email.footer': 'Dies ist eine automatische Nachricht; du kannst nicht auf diese E-Mail antworten.',
  'email.buttonFallback': 'Funktioniert die Schaltfläche nicht? Öffne diesen Link:',
  'greeting.named': 'Hallo {name},',
  'greeting.anonymous': 'Hallo,',

  'tickets.subject': 'Deine Tickets für {event} ({orderNumber})',
  'tickets.title': 'Deine Tickets für {event}',
  'tickets.intro':
    '{greeting} vielen Dank für deine Bestellung! Lass am Eingang den QR-Code jedes Tickets scannen, auf dem Handy oder ausgedruckt.',
  'tickets.details': 'Veranstaltung: {event}\nDatum: {date}\nOrt: {venue}\nBestellnummer: {orderNumber}',
  'tickets.attachment.one':
    'Im Anhang findest du ein PDF mit deinem Ticket. Mit der Schaltfläche lädst du es erneut herunter; der Link funktioniert bis zum {date}.',
  'tickets.attachment.many':
    'Im Anhang findest du ein PDF mit deinen {count} Tickets, eines pro Seite. Mit der Schaltfläche lädst du sie erneut herunter; der Link funktioniert bis zum {date}.',
  'tickets.qrAlt': 'QR-Code von Ticket {number}',
  'tickets.card': 'Ticket {number} von {count}: {type}',
  'tickets.code': 'Code: {code}',
  'tickets.download': 'Tickets herunterladen',
  'tickets.invoice': 'Rechnung herunterladen (PDF)',
  'tickets.claim': 'Diese Tickets in deinem Konto speichern',
  'tickets.cancel': 'Bestellung ansehen oder stornieren',
  'tickets.free': 'Kostenlos',
  'tickets.locationUnknown': 'Ort nicht verfügbar',
  'tickets.whatsapp.one':
    '{site}: Dein Ticket für {event} ({date}, {venue}) liegt bereit. Bestellnummer {orderNumber}. Hier herunterladen: {link}',
  'tickets.whatsapp.many':
    '{site}: Deine {count} Tickets für {event} ({date}, {venue}) liegen bereit. Bestellnummer {orderNumber}. Hier herunterladen: {link}',

  'transfer.subject': '{from} schenkt dir ein Ticket für {event}',
  'transfer.title': 'Dein Ticket für {event}',
  'transfer.intro': '{greeting} {from} hat dir ein Ticket für {event} weitergegeben. Es läuft jetzt auf deinen Namen.',
  'transfer.details': 'Veranstaltung: {event}\nDatum: {date}\nOrt: {venue}\nTicket: {type}',
  'transfer.attachment':
    'Im Anhang findest du ein PDF mit deinem Ticket. Mit der Schaltfläche lädst du es erneut herunter; der Link funktioniert bis {date}.',
  'transfer.whatsapp': '{site}: {from} hat dir ein Ticket für {event} ({date}, {venue}) gegeben. Hier herunterladen: {link}',
  'transferDone.subject': 'Dein Ticket für {event} wurde weitergegeben',
  'transferDone.intro':
    '{greeting} du hast dein Ticket ({type}) für {event} an {to} weitergegeben. Dein alter QR-Code ist nicht mehr gültig; {to} hat ein neues Ticket erhalten.',
  'transferDone.whatsapp': '{site}: Dein Ticket für {event} wurde an {to} weitergegeben. Dein alter QR-Code ist nicht mehr gültig.',

  'pdf.header': '{site} · Ticket {number} von {count}',
  'pdf.holder': 'Auf den Namen: {name}',
  'pdf.yes': 'Ja',
  'pdf.no': 'Nein',
  'pdf.order': 'Bestellung: {orderNumber}',
  'pdf.code': 'Ticketcode: {code}',

  'verify.subject': 'Bestätige deine E-Mail-Adresse bei {site}',
  'verify.title': 'Bestätige deine E-Mail-Adresse',
  'verify.intro': '{greeting} willkommen bei {site}! Bestätige deine E-Mail-Adresse mit der Schaltfläche unten.',
  'verify.validity': 'Der Link ist {hours} Stunden gültig. Du hast kein Konto angelegt? Dann kannst du diese E-Mail ignorieren.',
  'verify.button': 'E-Mail-Adresse bestätigen',

  'reset.subject': 'Passwort zurücksetzen bei {site}',
  'reset.title': 'Passwort zurücksetzen',
  'reset.intro': '{greeting} wir haben eine Anfrage erhalten, das Passwort deines {site}-Kontos zurückzusetzen.',
  'reset.choose': 'Wähle mit der Schaltfläche unten ein neues Passwort. Der Link ist {minutes} Minuten gültig und funktioniert einmal.',
  'reset.ignore': 'Du hast das nicht angefordert? Dann musst du nichts tun; dein Passwort bleibt gleich.',
  'reset.button': 'Neues Passwort wählen',

  'invite.subject': '{organizer} lädt dich in sein Team auf {site} ein',
  'invite.title': 'Willkommen im Team von {organizer}',
  'invite.intro': '{greeting} {organizer} hat für dich ein Konto auf {site} als {role} angelegt.',
  'invite.choose':
    'Wähle dein Passwort mit der Schaltfläche unten. Der Link ist {days} Tage gültig und funktioniert einmal. Danach meldest du dich mit deiner E-Mail-Adresse {email} an.',
  'invite.signIn': 'Danach meldest du dich hier an',
  'invite.button': 'Passwort festlegen',
  'inviteRefused.subject': '{organizer} wollte dich zu seinem Team auf {site} hinzufügen',
  'inviteRefused.title': 'Du wurdest keinem Team hinzugefügt',
  'inviteRefused.intro':
    '{greeting} {organizer} wollte dich auf {site} als {role} zu seinem Team hinzufügen. Deine E-Mail-Adresse hat hier bereits ein Konto, und ein bestehendes Konto kann keinem Team beitreten. Es hat sich nichts geändert.',
  'inviteRefused.next':
    'Möchtest du für {organizer} arbeiten? Bitte darum, mit einer anderen E-Mail-Adresse eingeladen zu werden, zum Beispiel deiner Arbeitsadresse. Kennst du {organizer} nicht, kannst du diese E-Mail ignorieren.',
  'invite.role.manager': 'Manager',
  'invite.role.loket_medewerker': 'Kassenpersonal',
  'invite.role.scanner': 'Ticketkontrolle',
  'invite.role.agent_manager': 'Agentur-Manager',
  'invite.role.agent_loket_medewerker': 'Kassenpersonal der Agentur',

  'code.subject': 'Dein Bestätigungscode für {site}',
  'code.title': 'Dein Code: {code}',
  'code.intro': '{greeting} verwende diesen Code, um {purpose}: {code}',
  'code.validity': 'Der Code ist {minutes} Minuten gültig. Teile ihn mit niemandem; {site} fragt nie nach deinem Code.',
  'code.whatsapp': '{site}: Dein Code, um {purpose}, ist {code}. Der Code ist {minutes} Minuten gültig. Teile ihn mit niemandem.',
  'purpose.verifyPhone': 'deine Telefonnummer zu bestätigen',
  'purpose.confirmEmailChange': 'die Änderung deiner E-Mail-Adresse in {email} zu bestätigen',
  'purpose.confirmNewEmail': 'deine neue E-Mail-Adresse zu bestätigen',
  'purpose.confirmPhoneChange': 'die Änderung deiner Telefonnummer zu bestätigen',
  'purpose.confirmNewPhone': 'deine neue Telefonnummer zu bestätigen',

  'eventCancelled.subject': '{event} wurde abgesagt (Bestellung {orderNumber})',
  'eventCancelled.title': '{event} findet nicht statt',
  'eventCancelled.intro': '{greeting} leider hat der Veranstalter {event} ({date}) abgesagt. Deine Tickets sind nicht mehr gültig.',
  'eventCancelled.refund': 'Deine Zahlung für die Bestellung {orderNumber} wird erstattet; du musst nichts tun.',
  'eventCancelled.free': 'Deine Bestellung {orderNumber} war kostenlos; es gibt nichts zu erstatten.',
  'eventCancelled.whatsapp': '{site}: Der Veranstalter hat {event} ({date}) abgesagt. {refund}',

  'orderRefunded.subject': 'Erstattung deiner Bestellung {orderNumber}',
  'orderRefunded.title': 'Dein Geld kommt zurück',
  'orderRefunded.intro': '{greeting} der Veranstalter von {event} hat {tickets} deiner Bestellung {orderNumber} erstattet: {amount}.',
  'orderRefunded.void': 'Die erstatteten Tickets sind nicht mehr gültig; deine anderen Tickets bleiben gültig.',
  'orderRefunded.method.mollie':
    'Der Betrag geht auf das Konto oder die Karte zurück, mit dem du bezahlt hast ({providerAmount}); rechne mit 5 bis 10 Werktagen.',
  'orderRefunded.method.uni5pay': 'Der Betrag geht auf dein Uni5Pay+-Konto zurück, meist innerhalb von 1 bis 3 Werktagen.',
  'orderRefunded.method.cash': 'Du bekommst den Betrag bar vom Verkäufer deiner Tickets zurück.',
  'orderRefunded.method.pin': 'Der Betrag geht auf die Bankkarte zurück, mit der du bezahlt hast; rechne mit 1 bis 3 Werktagen.',
  'orderRefunded.tickets.one': '1 Ticket',
  'orderRefunded.tickets.many': '{count} Tickets',
  'orderRefunded.whatsapp': '{site}: {tickets} deiner Bestellung {orderNumber} ({event}) wurde erstattet: {amount}. {method}',

  'venueApproved.subject': 'Deine Location {venue} wurde freigegeben',
  'venueApproved.title': '{venue} ist online',
  'venueApproved.intro':
    '{greeting} gute Nachricht: Ein Administrator von {site} hat {venue} freigegeben. Die Location ist jetzt auf der Website und Veranstalter können sie für ihre Events wählen.',
  'venueApproved.note':
    'Änderst du später den Namen, die Adresse oder die Kapazität, wird die Location erneut geprüft und ist bis dahin nicht sichtbar.',
  'venueApproved.button': 'Deine Location ansehen',

  'venueRejected.subject': 'Deine Location {venue} wurde nicht freigegeben',
  'venueRejected.title': '{venue} ist noch nicht freigegeben',
  'venueRejected.intro': '{greeting} ein Administrator von {site} hat {venue} nicht freigegeben, mit dieser Begründung:',
  'venueRejected.reason': '„{reason}“',
  'venueRejected.next': 'Ändere deine Location in deinem Dashboard. Nach deiner Änderung prüfen wir sie erneut.',
  'venueRejected.button': 'Location ändern',

  'bookingAnswered.confirmed.subject': '{venue} hat deine Anfrage für {date} bestätigt',
  'bookingAnswered.confirmed.title': 'Deine Location-Anfrage ist bestätigt',
  'bookingAnswered.confirmed.intro':
    '{greeting} gute Nachricht: {venue} hat deine Anfrage für {event} am {date} bestätigt. Der Tag gehört dir.',
  'bookingAnswered.rejected.subject': '{venue} kann deine Anfrage für {date} nicht annehmen',
  'bookingAnswered.rejected.title': 'Deine Location-Anfrage wurde abgelehnt',
  'bookingAnswered.rejected.intro': '{greeting} leider kann {venue} deine Anfrage für {event} am {date} nicht annehmen.',
  'bookingAnswered.rejected.next':
    'Wähle in deiner Veranstaltung eine andere Location oder ein anderes Datum; wir fragen sie sofort für dich an.',
  'bookingAnswered.rejected.draft':
    'Da die Location deinen Termin nicht bestätigt, ist {event} nicht mehr online: Es ist wieder ein Entwurf. Veröffentliche es erneut, sobald eine Location deinen Termin bestätigt hat.',
  'bookingAnswered.message': 'Nachricht von {venue}:\n{message}',
  'bookingAnswered.yourEvent': 'deine Veranstaltung',
  'bookingAnswered.button': 'Deine Veranstaltung ansehen',

  'adminInvite.subject': 'Dein Administratorkonto auf {site}',
  'adminInvite.title': 'Willkommen als Administrator von {site}',
  'adminInvite.intro': '{greeting} {inviter} hat für dich ein Konto auf {site} als {role} angelegt.',
  'adminInvite.choose':
    'Wähle dein Passwort mit der Schaltfläche unten. Der Link ist {days} Tage gültig und funktioniert einmal. Danach meldest du dich mit deiner E-Mail-Adresse {email} an.',
  'adminInvite.button': 'Passwort festlegen',
  'adminInvite.role.admin': 'Administrator',
  'adminInvite.role.subAdmin': 'Sub-Admin',

  'eventUnpublished.subject': '{event} wurde auf {site} offline genommen',
  'eventUnpublished.title': '{event} ist nicht mehr online',
  'eventUnpublished.intro':
    '{greeting} ein Administrator von {site} hat deine Veranstaltung {event} ({date}) offline genommen. Sie erscheint nicht mehr auf der Seite und es werden keine Tickets mehr verkauft; bereits verkaufte Tickets bleiben gültig.',
  'eventUnpublished.reason': 'Grund: {reason}',
  'eventUnpublished.next':
    'Ändere die Veranstaltung und veröffentliche sie erneut, oder schreib uns über die Kontaktseite, wenn du Fragen hast.',
  'eventUnpublished.button': 'Zu meinen Veranstaltungen',
  'reviewInvite.subject': 'Wie war {event}? Schreib eine Bewertung',
  'reviewInvite.title': 'Wie war {event}?',
  'reviewInvite.intro': '{greeting} du warst bei {event} ({date}). Erzähl anderen Besuchern, wie es war: Es dauert nur eine Minute.',
  'reviewInvite.validity': 'Der Link funktioniert einmal, bis zum {date}. Du brauchst kein Konto.',
  'reviewInvite.button': 'Bewertung schreiben',
  'reviewInvite.whatsapp': '{site}: Wie war {event}? Schreib hier deine Bewertung (gültig bis {date}): {link}',
  'payoutPaid.subject': 'Auszahlung von {amount} durch {site}',
  'payoutPaid.title': 'Wir haben dir {amount} überwiesen',
  'payoutPaid.intro': '{greeting} {site} hat dir {amount} aus deinem Ticketverkauf überwiesen.',
  'payoutPaid.reference': 'Referenz der Überweisung: {reference}. Es kann einige Werktage dauern, bis der Betrag auf deinem Konto ist.',
  'payoutPaid.balance': 'Nach dieser Auszahlung stehen dir noch {balance} zu.',
  'payoutPaid.button': 'Auszahlungen ansehen',
  'dataExport.subject': 'Deine Daten bei {site} sind bereit',
  'dataExport.title': 'Deine Daten sind bereit',
  'dataExport.intro':
    '{greeting} du hast eine Kopie deiner Daten bei {site} angefordert: dein Konto, Bestellungen, Tickets, Likes, Bewertungen und Aktivität, als JSON-Dateien in einer ZIP-Datei.',
  'dataExport.validity':
    'Der Link funktioniert {days} Tage, nur wenn du mit diesem Konto angemeldet bist. Hast du das nicht angefordert? Dann ändere dein Passwort.',
  'dataExport.button': 'Meine Daten herunterladen',
  'twoFactorOff.subject': 'Die Zwei-Faktor-Anmeldung ist bei {site} ausgeschaltet',
  'twoFactorOff.title': 'Zwei-Faktor-Anmeldung ausgeschaltet',
  'twoFactorOff.intro':
    '{greeting} die Zwei-Faktor-Anmeldung deines {site}-Kontos wurde gerade ausgeschaltet. Beim Anmelden wird jetzt nur noch dein Passwort abgefragt.',
  'twoFactorOff.notYou':
    'Warst du das nicht? Wähle sofort über ‘Passwort vergessen’ ein neues Passwort und schalte die Zwei-Faktor-Anmeldung in deinen Kontoeinstellungen wieder ein.',
  'recoveryUsed.subject': 'Anmeldung mit einem Wiederherstellungscode bei {site}',
  'recoveryUsed.title': 'Mit einem Wiederherstellungscode angemeldet',
  'recoveryUsed.intro':
    '{greeting} gerade hat sich jemand mit einem deiner Wiederherstellungscodes bei deinem {site}-Konto angemeldet. Dieser Code funktioniert nicht mehr; du hast noch {left}.',
  'recoveryUsed.notYou':
    'Warst du das nicht? Wähle sofort über ‘Passwort vergessen’ ein neues Passwort und melde dich in deinen Kontoeinstellungen überall ab.',
  // A message from an event's organizer to its attendees, and the reminder before the event.
  'attendeeMessage.footer':
    'Sie erhalten diese Nachricht vom Veranstalter von {event}, weil Sie ein Ticket dafür haben. Antworten ist nicht möglich.',
  'attendeeMessage.whatsapp': '{site} – {event}: {subject}\n\n{body}',
  'reminder.subject': 'Erinnerung: {event} beginnt {date}',
  'reminder.title': 'Bis bald bei {event}!',
  'reminder.intro':
    '{greeting} eine Erinnerung: {event} beginnt {date} in {venue}. Vergessen Sie Ihre Tickets nicht; der QR-Code wird am Eingang gescannt.',
  'reminder.button': 'Meine Tickets ansehen',
  'reminder.whatsapp': '{site}: Erinnerung – {event} beginnt {date} in {venue}. Ihre Tickets: {link}',
}
