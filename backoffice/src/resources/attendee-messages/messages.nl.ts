/** This folder's Dutch texts (i18n/locales/nl.ts picks them up by folder name). */
const nl = {
  title: 'Bericht aan bezoekers',
  intro:
    'Stuur alle bezoekers met een geldig ticket een bericht, bijvoorbeeld over een gewijzigde tijd, ingang of parkeren. Elke bezoeker krijgt het via het kanaal dat hij bij het kopen koos.',
  event: 'Evenement',
  noEvents: 'Je hebt nog geen evenementen.',
  new: 'Nieuw bericht',
  cancelledEvent: 'Dit evenement is geannuleerd; de kopers hebben daar al bericht over gekregen.',
  subject: 'Onderwerp',
  subjectHelp: 'één regel',
  body: 'Bericht',
  bodyHelp: 'gewone tekst, geen opmaak',
  channels: 'Kanalen',
  channelsHelp: 'Bezoekers krijgen het bericht alleen via een kanaal dat jij hier toestaat én zij kozen.',
  channel: {
    email: 'E-mail',
    whatsapp: 'WhatsApp',
  },
  ticketTypes: 'Tickettypes',
  ticketTypesHelp: 'Niets aangevinkt: alle tickettypes.',
  checkedIn: 'Wie',
  checkedInChoice: {
    all: 'Iedereen',
    in: 'Alleen ingecheckt',
    out: 'Alleen niet ingecheckt',
  },
  preview: 'Voorbeeld en aantal bekijken',
  send: 'Versturen',
  sendTo: 'Versturen naar %{smart_count} bezoeker |||| Versturen naar %{smart_count} bezoekers',
  count: 'Dit bericht gaat naar %{smart_count} bezoeker |||| Dit bericht gaat naar %{smart_count} bezoekers',
  unreachable:
    '%{smart_count} bezoeker is niet bereikbaar via de gekozen kanalen |||| %{smart_count} bezoekers zijn niet bereikbaar via de gekozen kanalen',
  remainingToday:
    'Je kunt vandaag nog %{smart_count} bericht over dit evenement sturen. |||| Je kunt vandaag nog %{smart_count} berichten over dit evenement sturen.',
  limitReached: 'Je hebt het maximum aantal berichten voor vandaag bereikt. Probeer het morgen opnieuw.',
  sample: 'Onder andere aan:',
  confirmTitle: 'Bericht versturen?',
  confirmText:
    '"%{subject}" gaat naar %{smart_count} bezoeker. Dit kan niet ongedaan worden gemaakt. |||| "%{subject}" gaat naar %{smart_count} bezoekers. Dit kan niet ongedaan worden gemaakt.',
  confirm: 'Ja, versturen',
  sentNotice: 'Bericht wordt verstuurd aan %{smart_count} bezoeker |||| Bericht wordt verstuurd aan %{smart_count} bezoekers',
  sentTitle: 'Verstuurde berichten',
  noneSent: 'Nog geen berichten verstuurd voor dit evenement.',
  sentLine: '%{date} · door %{name} · %{smart_count} bezoeker |||| %{date} · door %{name} · %{smart_count} bezoekers',
  report: {
    sent: 'Verstuurd',
    pending: 'In de wachtrij',
    failed: 'Mislukt',
    bounced: 'Geweigerd (bounce)',
  },
}

export default nl
