import vine, { SimpleMessagesProvider, errors as vineErrors } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import { DISTRICTS } from '#domain/districts'
import { VENUE_AMENITY_FLAGS, VENUE_STATUS_FILTERS, type VenueAmenityFlag } from '#domain/venue_management'
import { VENUE_SOCIAL_NETWORKS } from '#domain/social_links'
import { VENUE_PRICE_PERIODS } from '#enums/statuses'
import { entityId } from '#validators/entity_id'
import { imageUrl, imageVariants } from '#validators/image_rules'
import { socialLinksSchema, websiteUrl } from '#validators/social_links_rules'
import { adminListValidator } from '#validators/admin_list_validator'

/*
 * Every field of a venue (SPEC §3 venues), one set of rules for registering it (POST /api/venues) and for
 * editing it (PUT /api/venues/{id} by its operator, PUT /api/admin/venues/{id} by an admin). On an edit a field
 * left out stays as it is; null (an emptied input, which the bodyparser makes null) clears an optional one.
 */

/** Fields a venue cannot be without: required to register, never cleared by an edit. */
const requiredFields = () => ({
  name: vine.string().trim().minLength(2).maxLength(150),
  streetName: vine.string().trim().minLength(1).maxLength(150),
  district: vine.enum(DISTRICTS),
  maxCapacity: vine.number().withoutDecimals().min(1).max(1_000_000),
})

const clearable = (max: number) => vine.string().trim().maxLength(max).nullable().optional()

const flag = () => vine.boolean().optional()
const flags = () =>
  Object.fromEntries(VENUE_AMENITY_FLAGS.map((name) => [name, flag()])) as Record<VenueAmenityFlag, ReturnType<typeof flag>>

/** adminFacilities: facility (id or key) → whether the venue has it. */
const FACILITY_KEY = /^[a-zA-Z0-9_-]{1,60}$/

const optionalFields = () => ({
  description: clearable(5000),
  website: websiteUrl(),
  houseNumber: clearable(20),
  neighborhood: clearable(100),
  /** null or 0: 'Prijs op aanvraag'. */
  priceAmount: vine.number().min(0).max(100_000_000).decimal([0, 2]).nullable().optional(),
  pricePeriod: vine.enum(VENUE_PRICE_PERIODS).optional(),
  ...flags(),
  customAmenities: vine.array(vine.string().trim().minLength(1).maxLength(60)).maxLength(30).distinct().optional(),
  facilityIds: vine.array(entityId()).maxLength(50).optional(),
  adminFacilities: vine
    .record(vine.boolean())
    .maxLength(50)
    .validateKeys((keys, field) => {
      if (keys.some((key) => !FACILITY_KEY.test(key))) field.report('Ongeldige faciliteit', 'facilityKey', field)
    })
    .optional(),
  images: vine.array(imageUrl()).maxLength(20).optional(),
  imageVariants: imageVariants().optional(),
  socialMediaLinks: socialLinksSchema(VENUE_SOCIAL_NETWORKS).optional(),
})

const messages = new SimpleMessagesProvider({
  required: 'Dit veld is verplicht',
  'name.required': 'Geef de venue een naam',
  'name.minLength': 'Geef de venue een naam van minimaal 2 tekens',
  'streetName.required': 'Straatnaam is verplicht',
  'streetName.minLength': 'Straatnaam is verplicht',
  'district.required': 'Kies een district',
  enum: 'Kies een geldige waarde',
  'maxCapacity.required': 'Maximale capaciteit is verplicht',
  'maxCapacity.min': 'De capaciteit is minimaal 1',
  'maxCapacity.withoutDecimals': 'De capaciteit is een heel getal',
  'priceAmount.min': 'De prijs kan niet negatief zijn',
  number: 'Voer een getal in',
  boolean: 'Kies ja of nee',
  decimal: 'Gebruik hoogstens 2 decimalen',
  url: 'Voer een geldige website in (https://…)',
  regex: 'Ongeldig adres van een afbeelding',
  maxLength: 'Maximaal {{ max }}',
  max: 'Maximaal {{ max }}',
  'customAmenities.*.maxLength': 'Maximaal {{ max }} tekens per voorziening',
  'description.maxLength': 'Maximaal {{ max }} tekens',
  distinct: 'Elke voorziening maar één keer',
  'reason.required': 'Geef een reden op voor de afwijzing; de venue-eigenaar krijgt die te lezen.',
  'reason.minLength': 'Geef een reden op voor de afwijzing van minimaal {{ min }} tekens.',
  'reason.maxLength': 'De reden is maximaal {{ max }} tekens.',
})

/** POST /api/venues: a venue operator registers a venue; it waits for approval. */
export const createVenueValidator = vine.create(vine.object({ ...requiredFields(), ...optionalFields() }))
createVenueValidator.messagesProvider = messages

// Nullable: an emptied input (null from the bodyparser) must reach the check below, not pass as "left out".
const optionalRequired = () => {
  const fields = requiredFields()
  return {
    name: fields.name.nullable().optional(),
    streetName: fields.streetName.nullable().optional(),
    district: fields.district.nullable().optional(),
    maxCapacity: fields.maxCapacity.nullable().optional(),
  }
}

const updateVenueValidator = vine.create(vine.object({ ...optionalRequired(), ...optionalFields() }))
updateVenueValidator.messagesProvider = messages

const REQUIRED_MESSAGES = {
  name: 'Geef de venue een naam',
  streetName: 'Straatnaam is verplicht',
  district: 'Kies een district',
  maxCapacity: 'Maximale capaciteit is verplicht',
} as const

export type NewVenue = Infer<typeof createVenueValidator>
export type VenueChanges = Omit<Infer<typeof updateVenueValidator>, keyof typeof REQUIRED_MESSAGES> &
  Partial<Pick<NewVenue, keyof typeof REQUIRED_MESSAGES>>

/** PUT /api/venues/{id} and PUT /api/admin/venues/{id}: only the fields sent change; a required one cannot be emptied. */
export async function validateVenueChanges(data: unknown): Promise<VenueChanges> {
  const input = await updateVenueValidator.validate(data)
  const emptied = (Object.keys(REQUIRED_MESSAGES) as (keyof typeof REQUIRED_MESSAGES)[]).filter((field) => input[field] === null)
  if (emptied.length > 0) {
    throw new vineErrors.E_VALIDATION_ERROR(emptied.map((field) => ({ field, message: REQUIRED_MESSAGES[field], rule: 'required' })))
  }
  return input as VenueChanges
}

/** POST /api/admin/venues/{id}/reject: the operator reads the reason in their e-mail and in their list. */
export const rejectVenueValidator = vine.create(vine.object({ reason: vine.string().trim().minLength(5).maxLength(1000) }))
rejectVenueValidator.messagesProvider = messages

/** GET /api/admin/venues and /api/venues/owner/{id}: react-admin's list query; filter { status, q, district, id: [...] }. */
const venueListValidator = adminListValidator(['submittedAt', 'createdAt', 'name', 'maxCapacity', 'district', 'id'] as const)

const venueListFilterValidator = vine.create(
  vine.object({
    status: vine.enum(VENUE_STATUS_FILTERS).optional(),
    q: vine.string().trim().maxLength(200).optional(),
    district: vine.enum(DISTRICTS).optional(),
    id: vine.array(entityId()).maxLength(100).optional(),
  })
)
venueListFilterValidator.messagesProvider = messages

/** The list query as the service takes it; newest request first unless the list asks for another order. */
export async function readVenueListQuery(qs: Record<string, unknown>) {
  const input = await venueListValidator.validate(qs)
  const { id: ids, ...filter } = await venueListFilterValidator.validate(input.filter ?? {})
  return {
    page: input.page ?? 1,
    perPage: input.perPage ?? 25,
    sort: input.sort ?? 'submittedAt',
    order: (input.order ?? 'DESC').toLowerCase() as 'asc' | 'desc',
    ...filter,
    q: filter.q || undefined,
    ids,
  }
}
