import type nlTexts from './messages.nl'

/** German texts of resources.team-members.* (Dutch first: messages.nl.ts). */
const de: typeof nlTexts = {
  fields: {
    name: 'Name',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail-Adresse',
    phone: 'Telefon',
    role: 'Rolle',
    status: 'Status',
    lastSignInAt: 'Zuletzt angemeldet',
    createdAt: 'Hinzugefügt am',
    loketPermissions: {
      canAccessAllEvents: 'Darf alle Veranstaltungen verkaufen',
      allowedEventIds: 'Veranstaltungen',
      allowedTicketTypeIds: 'Tickettypen',
    },
  },
  roles: { manager: 'Manager', loket_medewerker: 'Kassenmitarbeiter', scanner: 'Scanner' },
  status: { active: 'Aktiv', invited: 'Eingeladen', deactivated: 'Deaktiviert' },
  never: 'Noch nicht',
  no_organizer: 'Noch kein Veranstalter gewählt',
  no_organizer_hint: 'Öffne das Team eines Veranstalters über Benutzer: Wähle einen Veranstalter und dann „Team“.',
  empty: 'Dein Team ist noch leer',
  empty_hint: 'Füge Manager, Kassenmitarbeiter und Scanner hinzu. Sie erhalten eine Einladung per E-Mail, um ihr Passwort zu wählen.',
  invite_hint:
    'Das Teammitglied erhält eine E-Mail mit einem Link, um ein Passwort zu wählen (7 Tage gültig), und meldet sich danach über /login an.',
  resend_invitation: 'Einladung erneut senden',
  invitation_resent: 'Neue Einladung an %{email} gesendet; der vorherige Link funktioniert nicht mehr.',
  email_fixed: 'Die E-Mail-Adresse ist der Anmeldename; das Teammitglied ändert sie selbst in den Kontoeinstellungen.',
  role_help: {
    manager: 'Verwaltet Veranstaltungen, Tickettypen und Bestellungen wie du; sieht das Team, ändert es aber nicht.',
    loket_medewerker: 'Verkauft Tickets an der Kasse für die Veranstaltungen, die du unten auswählst.',
    scanner: 'Scannt Tickets am Eingang.',
  },
  permissions_title: 'Was darf dieser Kassenmitarbeiter verkaufen?',
  permissions_all_hint: 'Auch Veranstaltungen, die du später anlegst.',
  events_unavailable: 'Deine Veranstaltungen konnten nicht geladen werden. Versuche es später erneut.',
  no_events: 'Du hast noch keine Veranstaltungen.',
  created:
    'Einladung verschickt. Hat diese E-Mail-Adresse bereits ein Konto, bekommt sie eine E-Mail und tritt deinem Team nicht bei: bitte dann um eine andere Adresse.',
  deactivate: 'Deaktivieren',
  reactivate: 'Reaktivieren',
  deactivate_title: '%{name} deaktivieren?',
  deactivate_content:
    '%{name} wird sofort abgemeldet und kann sich nicht mehr anmelden. Bestellungen, die %{name} verkauft hat, bleiben erhalten. Du kannst das Teammitglied später wieder aktivieren.',
  reactivate_title: '%{name} reaktivieren?',
  reactivate_content: '%{name} kann sich wieder mit dem eigenen Passwort anmelden.',
  deactivated: 'Teammitglied deaktiviert',
  reactivated: 'Teammitglied wieder aktiv',
}

export default de
