import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { entityId } from '#validators/entity_id'
import { TRANSLATED_LANGUAGES } from '#domain/languages'
import { QUESTION_LABEL_MAX, QUESTION_OPTION_MAX, QUESTION_OPTIONS_MAX, QUESTION_SCOPES, QUESTION_TYPES } from '#domain/questions'

/* Checkout questions (docs/questions.md): the organizer's question, and the answers a purchase body carries. */

const translation = () =>
  vine
    .object({
      label: vine.string().trim().maxLength(QUESTION_LABEL_MAX),
      options: vine.array(vine.string().trim().maxLength(QUESTION_OPTION_MAX)).maxLength(QUESTION_OPTIONS_MAX).optional(),
    })
    .optional()

/** POST /api/events/{id}/questions and PUT /api/questions/{id}: the whole question. */
export const questionValidator = vine.create(
  vine.object({
    label: vine.string().trim().minLength(1).maxLength(QUESTION_LABEL_MAX),
    type: vine.enum(QUESTION_TYPES),
    options: vine.array(vine.string().trim().maxLength(QUESTION_OPTION_MAX)).maxLength(QUESTION_OPTIONS_MAX).nullable().optional(),
    required: vine.boolean().optional(),
    scope: vine.enum(QUESTION_SCOPES),
    ticketTypeIds: vine.array(entityId()).maxLength(100).nullable().optional(),
    printOnTicket: vine.boolean().optional(),
    translations: vine
      .object(
        Object.fromEntries(TRANSLATED_LANGUAGES.map((lang) => [lang, translation()])) as Record<string, ReturnType<typeof translation>>
      )
      .nullable()
      .optional(),
    sortOrder: vine.number().withoutDecimals().min(0).max(10_000).optional(),
  })
)
questionValidator.messagesProvider = new SimpleMessagesProvider({
  required: 'Dit veld is verplicht',
  'label.required': 'Vul de vraag in',
  'label.minLength': 'Vul de vraag in',
  'type.enum': 'Kies een soort vraag',
  'scope.enum': 'Kies per bestelling of per ticket',
  enum: 'Kies een geldige waarde',
  boolean: 'Kies ja of nee',
  number: 'Voer een getal in',
  maxLength: 'Maximaal {{ max }} tekens',
  'options.maxLength': 'Maximaal {{ max }} opties',
  'ticketTypeIds.maxLength': 'Maximaal {{ max }} tickettypes',
  array: 'Ongeldige lijst',
})

/** The `answers` of a purchase, payment or counter body: checked against the questions by domain/questions.ts. */
export const answersRule = () =>
  vine
    .array(
      vine.object({
        questionId: entityId(),
        ticketIndex: vine.number().withoutDecimals().min(0).max(10_000).nullable().optional(),
        value: vine.any().nullable().optional(),
      })
    )
    .maxLength(1000)
    .optional()
