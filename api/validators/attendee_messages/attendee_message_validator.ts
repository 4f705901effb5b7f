import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { ATTENDEE_MESSAGE_CHANNELS, MAX_BODY_LENGTH, MAX_SUBJECT_LENGTH } from '#domain/attendee_messages'
import { entityId } from '#validators/entity_id'

/* The body of a message to attendees (and of its preview): plain text, the channels allowed, the audience. */

const MESSAGES = new SimpleMessagesProvider({
  required: 'Dit veld is verplicht',
  string: 'Dit veld moet tekst zijn',
  maxLength: 'Maximaal {{ max }} tekens',
  minLength: 'Dit veld is verplicht',
  boolean: 'Kies ja of nee',
  array: 'Ongeldige lijst',
  object: 'Ongeldige doelgroep',
  'subject.required': 'Vul een onderwerp in',
  'subject.minLength': 'Vul een onderwerp in',
  'subject.regex': 'Het onderwerp moet op één regel staan',
  'body.required': 'Vul een bericht in',
  'body.minLength': 'Vul een bericht in',
  'channels.required': 'Kies e-mail, WhatsApp of beide',
  'channels.array.minLength': 'Kies e-mail, WhatsApp of beide',
  'channels.array.maxLength': 'Kies e-mail, WhatsApp of beide',
  'channels.*.enum': 'Kies e-mail, WhatsApp of beide',
  'channels.distinct': 'Kies e-mail, WhatsApp of beide',
  'audience.ticketTypeIds.array.maxLength': 'Kies maximaal {{ max }} tickettypes',
})

export const attendeeMessageValidator = vine.create(
  vine.object({
    subject: vine
      .string()
      .trim()
      .minLength(1)
      .maxLength(MAX_SUBJECT_LENGTH)
      .regex(/^[^\r\n]*$/),
    body: vine.string().trim().minLength(1).maxLength(MAX_BODY_LENGTH),
    channels: vine.array(vine.enum(ATTENDEE_MESSAGE_CHANNELS)).minLength(1).maxLength(2).distinct(),
    audience: vine
      .object({
        ticketTypeIds: vine.array(entityId()).maxLength(100).optional(),
        checkedIn: vine.boolean({ strict: true }).optional(),
      })
      .optional(),
  })
)
attendeeMessageValidator.messagesProvider = MESSAGES
