/** This folder's Dutch texts (i18n/locales/nl.ts picks them up by folder name; English in messages.en.ts). */
const nl = {
  fields: {
    name: 'Naam',
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    email: 'E-mailadres',
    phone: 'Telefoon',
    role: 'Rol',
    status: 'Status',
    lastSignInAt: 'Laatst ingelogd',
    createdAt: 'Toegevoegd op',
    loketPermissions: {
      canAccessAllEvents: 'Mag alle evenementen verkopen',
      allowedEventIds: 'Evenementen',
      allowedTicketTypeIds: 'Tickettypes',
    },
  },
  roles: { manager: 'Manager', loket_medewerker: 'Loket Medewerker', scanner: 'Scanner' },
  status: { active: 'Actief', invited: 'Uitgenodigd', deactivated: 'Gedeactiveerd' },
  never: 'Nog niet',
  no_organizer: 'Nog geen organisator gekozen',
  no_organizer_hint: "Open het team van een organisator via Gebruikers: kies een organisator en dan 'Team'.",
  empty: 'Je team is nog leeg',
  empty_hint: 'Voeg managers, loketmedewerkers en scanners toe. Ze krijgen een uitnodiging per e-mail om hun wachtwoord te kiezen.',
  invite_hint: 'Het teamlid krijgt een e-mail met een link om een wachtwoord te kiezen (7 dagen geldig) en logt daarna in op:',
  resend_invitation: 'Uitnodiging opnieuw sturen',
  invitation_resent: 'Nieuwe uitnodiging verstuurd naar %{email}; de vorige link werkt niet meer.',
  email_fixed: 'Het e-mailadres is de inlognaam; het teamlid wijzigt het zelf in de accountinstellingen.',
  role_help: {
    manager: 'Beheert evenementen, tickettypes en bestellingen zoals jij; ziet het team maar wijzigt het niet.',
    loket_medewerker: 'Verkoopt tickets aan het loket voor de evenementen die je hieronder kiest.',
    scanner: 'Scant tickets bij de ingang.',
  },
  permissions_title: 'Wat mag deze loketmedewerker verkopen?',
  permissions_all_hint: 'Ook evenementen die je later aanmaakt.',
  events_unavailable: 'Je evenementen konden niet worden geladen. Probeer het later opnieuw.',
  no_events: 'Je hebt nog geen evenementen.',
  created:
    'Uitnodiging verstuurd. Heeft dit e-mailadres al een account, dan krijgt het een e-mail en komt het niet in je team: vraag dan om een ander adres.',
  deactivate: 'Deactiveren',
  reactivate: 'Heractiveren',
  deactivate_title: '%{name} deactiveren?',
  deactivate_content:
    '%{name} wordt meteen uitgelogd en kan niet meer inloggen. Bestellingen die %{name} verkocht blijven bewaard. Je kunt het teamlid later weer activeren.',
  reactivate_title: '%{name} heractiveren?',
  reactivate_content: '%{name} kan weer inloggen met het eigen wachtwoord.',
  deactivated: 'Teamlid gedeactiveerd',
  reactivated: 'Teamlid weer actief',
}

export default nl
