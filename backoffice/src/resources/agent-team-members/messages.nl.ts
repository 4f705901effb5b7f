import team from '../team-members/messages.nl.js'

/** The agent team's Dutch texts: the organizer team's, with the agent's roles, hints and assigned events. */
const nl = {
  ...team,
  fields: { ...team.fields, agentAssignedEvents: 'Evenementen' },
  roles: { agent_manager: 'Agent Manager', agent_loket_medewerker: 'Agent Loketmedewerker' },
  no_organizer: 'Geen agent gevonden',
  no_organizer_hint: 'Dit team hoort bij een agent: alleen de agent en hun manager zien het. Log opnieuw in als het leeg blijft.',
  empty_hint: 'Voeg managers en loketmedewerkers toe. Ze krijgen een uitnodiging per e-mail om hun wachtwoord te kiezen.',
  role_help: {
    agent_manager: 'Ziet je verkopen, partnerschappen en afrekeningen en verkoopt tickets; ziet het team maar wijzigt het niet.',
    agent_loket_medewerker: 'Verkoopt tickets aan je verkooppunt voor de evenementen die je hieronder kiest.',
  },
  assigned_title: 'Welke evenementen mag dit teamlid verkopen?',
  assigned_hint: 'Kies uit de evenementen van je goedgekeurde partnerschappen. Niets gekozen: alle evenementen die jij mag verkopen.',
  events_unavailable: 'De evenementen van je partnerschappen konden niet worden geladen. Probeer het later opnieuw.',
  no_events: 'Je hebt nog geen goedgekeurd partnerschap met evenementen in de verkoop.',
}

export default nl
