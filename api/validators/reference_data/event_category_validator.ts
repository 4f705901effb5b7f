import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { TRANSLATED_LANGUAGES } from '#domain/languages'
import { REFERENCE_FIELDS, REFERENCE_MESSAGES, hexColor, referenceName, sortOrder } from '#validators/reference_data/reference_data_rules'

/** The same limit as a category's own (Dutch) name. */
export const CATEGORY_NAME_MAX_LENGTH = 80

/**
 * The name in en/es/fr/de. A blank or null name removes that translation (the Dutch name shows);
 * any other key is a 422, including nl (the Dutch name is the category's name itself).
 */
const translations = () =>
  vine.record(vine.string().trim().maxLength(CATEGORY_NAME_MAX_LENGTH).nullable()).validateKeys((keys, field) => {
    const unknown = keys.filter((key) => !(TRANSLATED_LANGUAGES as string[]).includes(key))
    if (unknown.length > 0) {
      field.report(`Onbekende taal: ${unknown.join(', ')} (kies uit ${TRANSLATED_LANGUAGES.join(', ')})`, 'translationLanguages', field)
    }
  })

/** The Dutch name, the key events refer to; a 'category.' prefix (SPEC §3 label keys) is dropped. */
const categoryName = () => referenceName(CATEGORY_NAME_MAX_LENGTH).transform((name) => name.replace(/^category\./i, '').trim() || name)

const messages = () =>
  new SimpleMessagesProvider(
    {
      ...REFERENCE_MESSAGES,
      'translations.record': 'Vertalingen moeten een object per taal zijn, zoals { "en": "Music" }',
      'translations.*.string': 'Een vertaling moet tekst zijn',
      'translations.*.maxLength': `Een vertaling mag maximaal ${CATEGORY_NAME_MAX_LENGTH} tekens hebben`,
    },
    { ...REFERENCE_FIELDS, translations: 'Vertalingen' }
  )

/** POST /api/admin/event-categories: name and colour required; sort order defaults to last, active to true. */
export const createCategoryValidator = vine.create(
  vine.object({
    name: categoryName(),
    colorCode: hexColor(),
    sortOrder: sortOrder().optional(),
    isActive: vine.boolean().optional(),
    translations: translations().optional(),
  })
)
createCategoryValidator.messagesProvider = messages()

/** PUT /api/admin/event-categories/:id: any of the fields; those not given keep their value. */
export const updateCategoryValidator = vine.create(
  vine.object({
    name: categoryName().optional(),
    colorCode: hexColor().optional(),
    sortOrder: sortOrder().optional(),
    isActive: vine.boolean().optional(),
    translations: translations().optional(),
  })
)
updateCategoryValidator.messagesProvider = messages()
