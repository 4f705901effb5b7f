import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The four export templates of the back office (docs/administration.md#exports), inserted when missing: the key as
 * name, the columns' Dutch headers as fields and the filters each takes. The code that fills them is
 * api/services/exports/ (domain/exports.ts holds the same columns; a test keeps the two equal). An existing row
 * with the same name is left as it is.
 */
const TEMPLATES = [
  {
    name: 'btw_per_month',
    entity_type: 'orders',
    description: 'Platformkosten, betaalkosten en de btw daarover per maand (Surinaamse tijd), zoals op de facturen.',
    fields: ['Maand', 'Bestellingen', 'Platformkosten', 'Betaalkosten excl. btw', 'Btw over betaalkosten', 'Kosten totaal'],
    filters: { from: 'optional', to: 'optional', organizerId: 'optional' },
  },
  {
    name: 'sales_per_organizer',
    entity_type: 'organizers',
    description: 'Verkoop per organisator over een periode, zoals de afrekening (Uitbetalingen) ze telt.',
    fields: [
      'Organisator-id',
      'Organisator',
      'Bestellingen',
      'Ticketverkoop (bruto)',
      'Platformkosten',
      'Betaalkosten incl. btw',
      'Terugbetaald',
      'Nog terug te betalen',
      'Commissie agents',
      'Netto',
      'Door platform verschuldigd',
    ],
    filters: { from: 'optional', to: 'optional', organizerId: 'optional' },
  },
  {
    name: 'event_attendees',
    entity_type: 'tickets',
    description: 'De bezoekers van een evenement: één regel per geldig ticket, zoals de bezoekerslijst.',
    fields: ['Bestelnummer', 'Koper', 'E-mail', 'Telefoon', 'Tickettype', 'Prijs', 'QR-code', 'Ingecheckt', 'Ingecheckt op'],
    filters: { eventId: 'required' },
  },
  {
    name: 'agent_commissions',
    entity_type: 'agent_commissions',
    description: 'De commissieregels van agents over een periode (verkoop en terugdraaiing), zoals het commissieregister.',
    fields: [
      'Datum',
      'Agent-id',
      'Agent',
      'Organisator',
      'Evenement',
      'Bestelnummer',
      'Soort',
      'Verkoopbedrag',
      'Commissie %',
      'Commissie',
    ],
    filters: { from: 'optional', to: 'optional', agentId: 'optional', organizerId: 'optional' },
  },
]

export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      for (const template of TEMPLATES) {
        await db.rawQuery(
          `INSERT INTO compliance_export_templates (name, description, entity_type, fields, filters)
         VALUES (?, ?, ?, ?::jsonb, ?::jsonb) ON CONFLICT (name) DO NOTHING`,
          [template.name, template.description, template.entity_type, JSON.stringify(template.fields), JSON.stringify(template.filters)]
        )
      }
    })
  }

  async down() {
    this.defer(async (db) => {
      await db.rawQuery('DELETE FROM compliance_export_templates WHERE name = ANY(?)', [TEMPLATES.map((template) => template.name)])
    })
  }
}
