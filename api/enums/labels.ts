/*
 * The one Dutch label map for every enum value (statuses, roles, districts). Unknown values,
 * such as a role this code does not know, are shown as stored.
 */
import { PG_ENUMS, type PgEnumName } from '#enums/statuses'
import { USER_ROLES } from '#enums/roles'
import { DISTRICTS, DISTRICT_NAMES } from '#domain/districts'

type LabelsOf<T extends readonly string[]> = Record<T[number], string>

/**
 * SPEC §6 display names; roles without a name of their own share the nearest one. The storefront and the back office
 * say the same in Dutch (tests/unit/api/enum_labels.spec.ts keeps the three alike).
 */
export const ROLE_LABELS: LabelsOf<typeof USER_ROLES> = {
  user: 'Gebruiker',
  admin: 'Administrator',
  organizer: 'Organisator',
  agent: 'Agent',
  agent_manager: 'Agent',
  manager: 'Manager',
  Manager: 'Manager',
  loket_medewerker: 'Loket Medewerker',
  agent_loket_medewerker: 'Loket Medewerker',
  scanner: 'Scanner',
  venue_operator: 'Venue Eigenaar',
  venue_owner: 'Venue Eigenaar',
}

const PENDING = 'In afwachting'

export const ENUM_LABELS: { [K in PgEnumName]: LabelsOf<(typeof PG_ENUMS)[K]> } & {
  role: LabelsOf<typeof USER_ROLES>
  district: LabelsOf<typeof DISTRICTS>
} = {
  role: ROLE_LABELS,
  district: DISTRICT_NAMES,
  registration_method: { email: 'E-mail', whatsapp: 'WhatsApp' },
  venue_price_period: { dag: 'per dag', uur: 'per uur', week: 'per week', maand: 'per maand' },
  geocode_status: { pending: 'Locatie wordt bepaald', failed: 'Niet gevonden', ok: 'Gevonden', partial: 'Gedeeltelijk gevonden' },
  order_status: {
    pending: PENDING,
    paid: 'Betaald',
    free: 'Gratis',
    cancelled: 'Geannuleerd',
    expired: 'Verlopen',
    refunded: 'Terugbetaald',
  },
  payment_provider: { uni5pay: 'Uni5Pay+', mollie: 'Mollie', free: 'Gratis', loket: 'Loket', agent: 'Agent' },
  contact_method: { email: 'E-mail', whatsapp: 'WhatsApp', both: 'E-mail en WhatsApp' },
  review_type: { event: 'Event', organizer: 'Organisator', venue: 'Venue' },
  review_status: { pending: PENDING, approved: 'Goedgekeurd', rejected: 'Afgewezen', hidden: 'Verborgen' },
  token_status: { active: 'Actief', used: 'Gebruikt', expired: 'Verlopen', revoked: 'Ingetrokken' },
  venue_booking_status: { pending: PENDING, confirmed: 'Bevestigd', rejected: 'Afgewezen', cancelled: 'Geannuleerd' },
  partnership_status: { pending: PENDING, approved: 'Goedgekeurd', rejected: 'Afgewezen', terminated: 'Beëindigd' },
  like_target_type: { event: 'Event', venue: 'Venue', organizer: 'Organisator' },
  aggregation_job_status: { running: 'Bezig', completed: 'Voltooid', failed: 'Mislukt' },
  audit_approval_status: { pending: PENDING, approved: 'Goedgekeurd', rejected: 'Afgewezen' },
  payment_state_status: {
    active: 'Actief',
    processing: 'In verwerking',
    completed: 'Voltooid',
    expired: 'Verlopen',
    cleared: 'Gewist',
  },
  phone_change_status: {
    pending_current_verification: 'Wacht op verificatie huidig nummer',
    pending_new_verification: 'Wacht op verificatie nieuw nummer',
    completed: 'Voltooid',
    expired: 'Verlopen',
    cancelled: 'Geannuleerd',
  },
  email_change_status: {
    pending_current_verification: 'Wacht op verificatie huidig e-mailadres',
    current_verified: 'Huidig e-mailadres geverifieerd',
    change_completed: 'Wijziging voltooid',
    expired: 'Verlopen',
    cancelled: 'Geannuleerd',
  },
  retention_action: { delete: 'Verwijderen', anonymize: 'Anonimiseren', archive: 'Archiveren' },
  export_format: { csv: 'CSV', json: 'JSON' },
}

export type LabelledEnum = keyof typeof ENUM_LABELS

/** Dutch label of one value; the raw value when the enum or value is unknown; '' for null. */
export function labelFor(enumName: LabelledEnum | (string & {}), value: string | null | undefined): string {
  if (value === null || value === undefined) return ''
  const labels = (ENUM_LABELS as Record<string, Record<string, string> | undefined>)[enumName]
  return labels && Object.hasOwn(labels, value) ? labels[value] : value
}

export function roleLabel(role: string | null | undefined): string {
  return labelFor('role', role)
}

/** [{ value, label }] for a select input. */
export function optionsFor(enumName: LabelledEnum): { value: string; label: string }[] {
  return Object.entries(ENUM_LABELS[enumName] as Record<string, string>).map(([value, label]) => ({ value, label }))
}
