import vine from '@vinejs/vine'
import { isHexColor } from '#domain/category_colors'

/*
 * Rule helpers the reference-data validators share (event categories, venue facilities), with
 * their Dutch messages. Colours follow SPEC §5's badge rule: six-digit hex with a leading hash (the database's
 * check says the same, so a bad colour is this 422, never a refused insert).
 */

export const SORT_ORDER_MAX = 1_000_000

export const HEX_COLOR_MESSAGE = 'moet een hexkleur zijn: # en zes tekens 0-9 of A-F, zoals #DC2626'

/** '#dc2626' → '#DC2626'; anything else is refused with HEX_COLOR_MESSAGE. */
export const hexColor = () => vine.string().trim().use(hexColorRule()).toUpperCase()

const hexColorRule = vine.createRule((value, _options, field) => {
  if (typeof value === 'string' && !isHexColor(value)) field.report(`${field.name} ${HEX_COLOR_MESSAGE}`, 'hexColor', field)
})

export const sortOrder = () => vine.number().withoutDecimals().min(0).max(SORT_ORDER_MAX)

export const referenceName = (maxLength: number) => vine.string().trim().minLength(1).maxLength(maxLength)

/** Messages of the shared rules; {{ field }} is the field's Dutch name (fields below). */
export const REFERENCE_MESSAGES = {
  required: '{{ field }} is verplicht',
  string: '{{ field }} moet tekst zijn',
  boolean: '{{ field }} moet aan (true) of uit (false) zijn',
  hexColor: `{{ field }} ${HEX_COLOR_MESSAGE}`,
  'name.minLength': 'Naam is verplicht',
  'name.maxLength': 'Naam mag maximaal {{ max }} tekens hebben',
  'sortOrder.number': 'Volgorde moet een geheel getal zijn',
  'sortOrder.withoutDecimals': 'Volgorde moet een geheel getal zijn',
  'sortOrder.min': 'Volgorde mag niet negatief zijn',
  'sortOrder.max': `Volgorde mag hoogstens ${SORT_ORDER_MAX} zijn`,
}

export const REFERENCE_FIELDS = {
  name: 'Naam',
  colorCode: 'Kleur',
  backgroundColor: 'Achtergrondkleur',
  iconName: 'Icoon',
  sortOrder: 'Volgorde',
  isActive: 'Actief',
}
