import type nlTexts from './messages.nl'

/** German texts of resources.agent-partnerships.* (Dutch first: messages.nl.ts). */
const de: typeof nlTexts = {
  fields: {
    organizerId: 'Veranstalter',
    organizerName: 'Veranstalter',
    agentName: 'Agent',
    status: 'Status',
    commissionPercentage: 'Provision (%)',
    requestMessage: 'Nachricht',
    requestedAt: 'Angefragt am',
    permissions: 'Darf verkaufen',
  },
  status: { pending: 'Ausstehend', approved: 'Genehmigt', rejected: 'Abgelehnt', terminated: 'Beendet' },
  all_events: 'Alle Veranstaltungen',
  some_events: '%{count} Veranstaltung(en)',
  empty_agent: 'Du hast noch keine Partnerschaften',
  empty_agent_hint: 'Frage einen Veranstalter, ob du seine Tickets verkaufen darfst.',
  empty_organizer: 'Noch keine Anfragen von Agenten',
  empty_organizer_hint: 'Verkaufsstellen, die deine Tickets verkaufen möchten, erscheinen hier.',
  request: 'Partnerschaft anfragen',
  request_hint: 'Der Veranstalter erhält deine Anfrage per E-Mail und genehmigt oder lehnt sie ab. Die Antwort siehst du bei der Glocke.',
  requested: 'Anfrage gesendet',
  no_organizers: 'Es gibt noch keine Veranstalter mit Veranstaltungen.',
  choice: {
    upcoming: '%{smart_count} kommende Veranstaltung |||| %{smart_count} kommende Veranstaltungen',
    works_with_agents: 'Arbeitet mit %{smart_count} Agenten |||| Arbeitet mit %{smart_count} Agenten',
    no_agents_yet: 'Noch keine Agenten',
    own: {
      pending: 'Deine Anfrage läuft',
      approved: 'Bereits dein Partner',
    },
  },
  actions: {
    approve: 'Genehmigen',
    reject: 'Ablehnen',
    terminate: 'Beenden',
    update: 'Bedingungen ändern',
    message: 'Nachricht an den Agenten (optional)',
    all_events: 'Darf alle Veranstaltungen verkaufen (auch spätere)',
    events: 'Veranstaltungen, die der Agent verkaufen darf',
    commission: 'Provision in Prozent (0-100)',
    cancel: 'Abbrechen',
    done: {
      approve: 'Partnerschaft genehmigt',
      reject: 'Anfrage abgelehnt',
      terminate: 'Partnerschaft beendet',
      update: 'Bedingungen geändert',
    },
    terminate_text: 'Der Agent kann danach keine Tickets mehr für dich verkaufen. Das kann nicht rückgängig gemacht werden.',
  },
}

export default de
