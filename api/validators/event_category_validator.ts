import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { TRANSLATED_LANGUAGES } from '#domain/languages'

/** The same limit as a category's own (Dutch) name. */
export const CATEGORY_NAME_MAX_LENGTH = 80

/**
 * PUT /api/admin/event-categories/:id: the name in en/es/fr/de (issue 11 §5). A blank or null name
 * removes that translation (the Dutch name shows); any other key is a 422, including nl (the Dutch name
 * is the category's name itself).
 */
export const categoryTranslationsValidator = vine.create(
  vine.object({
    translations: vine.record(vine.string().trim().maxLength(CATEGORY_NAME_MAX_LENGTH).nullable()).validateKeys((keys, field) => {
      const unknown = keys.filter((key) => !(TRANSLATED_LANGUAGES as string[]).includes(key))
      if (unknown.length > 0) {
        field.report(`Onbekende taal: ${unknown.join(', ')} (kies uit ${TRANSLATED_LANGUAGES.join(', ')})`, 'translationLanguages', field)
      }
    }),
  })
)

categoryTranslationsValidator.messagesProvider = new SimpleMessagesProvider({
  'translations.required': 'Vertalingen zijn verplicht',
  'translations.record': 'Vertalingen moeten een object per taal zijn, zoals { "en": "Music" }',
  'translations.*.string': 'Een vertaling moet tekst zijn',
  'translations.*.maxLength': `Een vertaling mag maximaal ${CATEGORY_NAME_MAX_LENGTH} tekens hebben`,
})
