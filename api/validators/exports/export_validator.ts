import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { entityId } from '#validators/entity_id'
import { dateRangeFields, EVENT_LIST_MESSAGES } from '#validators/catalogue_validator'
import { EXPORT_RUN_FORMATS } from '#domain/exports'

/*
 * POST /api/exports { templateId, format, filters }: the period in Suriname days (both included) and the ids of an
 * organizer, an event or an agent. Which filters a template takes, and whose ids they may be, the service checks.
 */
export const startExportValidator = vine.create(
  vine.object({
    templateId: entityId(),
    format: vine.enum(EXPORT_RUN_FORMATS),
    filters: vine
      .object({
        ...dateRangeFields(),
        organizerId: entityId().optional(),
        eventId: entityId().optional(),
        agentId: entityId().optional(),
      })
      .optional(),
  })
)
startExportValidator.messagesProvider = new SimpleMessagesProvider({
  ...EVENT_LIST_MESSAGES,
  'templateId.required': 'Kies een exportsjabloon',
  'format.required': 'Kies een formaat: csv of xlsx',
  'format.enum': 'Kies een formaat: csv of xlsx',
  'filters.object': 'Stuur de filters als object',
  'filters.from.string': EVENT_LIST_MESSAGES['from.date'],
  'filters.to.string': EVENT_LIST_MESSAGES['to.date'],
  'filters.from.maxLength': EVENT_LIST_MESSAGES['from.date'],
  'filters.to.maxLength': EVENT_LIST_MESSAGES['to.date'],
  'filters.to.afterFrom': EVENT_LIST_MESSAGES['to.afterFrom'],
})
