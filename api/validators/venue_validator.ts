import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { DISTRICTS } from '#domain/districts'
import { VENUE_PRICE_PERIODS } from '#enums/statuses'

const flag = () => vine.boolean().optional()

/** POST /api/venues: a venue operator registers a venue (SPEC §3 venues); it waits for approval. */
export const createVenueValidator = vine.create(
  vine.object({
    name: vine.string().trim().minLength(2).maxLength(150),
    description: vine.string().trim().maxLength(5000).optional(),
    website: vine.string().trim().maxLength(255).url({ require_protocol: true }).optional(),
    streetName: vine.string().trim().minLength(1).maxLength(150),
    houseNumber: vine.string().trim().maxLength(20).optional(),
    neighborhood: vine.string().trim().maxLength(100).optional(),
    district: vine.enum(DISTRICTS),
    maxCapacity: vine.number().withoutDecimals().min(1).max(1_000_000),
    priceAmount: vine.number().min(0).max(100_000_000).decimal([0, 2]).optional(),
    pricePeriod: vine.enum(VENUE_PRICE_PERIODS).optional(),
    parking: flag(),
    accessible: flag(),
    wifi: flag(),
    catering: flag(),
    kitchen: flag(),
    airConditioning: flag(),
    audioSystem: flag(),
    lighting: flag(),
    customAmenities: vine.array(vine.string().trim().minLength(1).maxLength(60)).maxLength(30).distinct().optional(),
  })
)

createVenueValidator.messagesProvider = new SimpleMessagesProvider({
  required: 'Dit veld is verplicht',
  'name.minLength': 'Geef de venue een naam van minimaal 2 tekens',
  'streetName.required': 'Straatnaam is verplicht',
  'district.required': 'Kies een district',
  enum: 'Kies een geldige waarde',
  'maxCapacity.required': 'Maximale capaciteit is verplicht',
  'maxCapacity.min': 'De capaciteit is minimaal 1',
  number: 'Voer een getal in',
  decimal: 'Gebruik hoogstens 2 decimalen',
  url: 'Voer een geldige website in (https://…)',
  maxLength: 'Maximaal {{ max }} tekens',
  distinct: 'Elke voorziening maar één keer',
})
