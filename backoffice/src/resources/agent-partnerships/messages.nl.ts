/** This folder's Dutch texts (resources.agent-partnerships.*; English in messages.en.ts). */
const nl = {
  fields: {
    organizerId: 'Organisator',
    organizerName: 'Organisator',
    agentName: 'Agent',
    status: 'Status',
    commissionPercentage: 'Commissie (%)',
    requestMessage: 'Bericht',
    requestedAt: 'Aangevraagd op',
    permissions: 'Mag verkopen',
  },
  status: { pending: 'In afwachting', approved: 'Goedgekeurd', rejected: 'Afgewezen', terminated: 'Beëindigd' },
  all_events: 'Alle evenementen',
  some_events: '%{count} evenement(en)',
  empty_agent: 'Je hebt nog geen partnerschappen',
  empty_agent_hint: 'Vraag een organisator of je tickets voor hen mag verkopen.',
  empty_organizer: 'Nog geen verzoeken van agenten',
  empty_organizer_hint: 'Verkooppunten die tickets voor je willen verkopen, verschijnen hier.',
  request: 'Partnerschap aanvragen',
  request_hint: 'De organisator krijgt je verzoek per e-mail en keurt het goed of af. Je ziet het antwoord bij de bel.',
  requested: 'Verzoek verstuurd',
  no_organizers: 'Er zijn nog geen organisatoren met evenementen.',
  actions: {
    approve: 'Goedkeuren',
    reject: 'Afwijzen',
    terminate: 'Beëindigen',
    update: 'Voorwaarden wijzigen',
    message: 'Bericht aan de agent (optioneel)',
    all_events: 'Mag alle evenementen verkopen (ook latere)',
    events: 'Evenementen die de agent mag verkopen',
    commission: 'Commissie in procenten (0-100)',
    cancel: 'Annuleren',
    done: {
      approve: 'Partnerschap goedgekeurd',
      reject: 'Verzoek afgewezen',
      terminate: 'Partnerschap beëindigd',
      update: 'Voorwaarden gewijzigd',
    },
    terminate_text: 'De agent kan daarna geen tickets meer voor je verkopen. Dit kan niet ongedaan worden gemaakt.',
  },
}

export default nl
