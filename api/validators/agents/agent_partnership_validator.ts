import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { MESSAGES } from '#validators/accounts/auth_validator'
import { PARTNERSHIP_ACTIONS } from '#domain/agent_partnerships'
import { PARTNERSHIP_MESSAGES } from '#exceptions/domain_texts'

/* Bodies of the partnership and notification endpoints. */

const ids = () => vine.array(vine.number().withoutDecimals().min(1)).maxLength(500).optional()
const message = () => vine.string().trim().maxLength(1000).nullable().optional()

const PARTNERSHIP_FIELD_MESSAGES = new SimpleMessagesProvider({
  ...MESSAGES,
  'organizerId.required': 'Kies een organisator',
  'organizerId.number': 'Kies een organisator',
  'action.required': 'Kies wat er met het partnerschap gebeurt: goedkeuren, afwijzen, beëindigen of wijzigen.',
  'action.enum': 'Kies wat er met het partnerschap gebeurt: goedkeuren, afwijzen, beëindigen of wijzigen.',
  'commissionPercentage.number': PARTNERSHIP_MESSAGES.commission,
  'commissionPercentage.min': PARTNERSHIP_MESSAGES.commission,
  'commissionPercentage.max': PARTNERSHIP_MESSAGES.commission,
  'permissions.canSellAllEvents.required': 'Kies of deze agent alle evenementen mag verkopen',
})

/** POST /api/agent-partnerships {organizerId, requestMessage}. */
export const partnershipRequestValidator = vine.create(
  vine.object({ organizerId: vine.number().withoutDecimals().min(1), requestMessage: message() })
)
partnershipRequestValidator.messagesProvider = PARTNERSHIP_FIELD_MESSAGES

/** PUT /api/agent-partnerships/{id}: approve / reject / terminate / update, each with an optional message. */
export const partnershipResponseValidator = vine.create(
  vine.object({
    action: vine.enum(PARTNERSHIP_ACTIONS),
    message: message(),
    permissions: vine
      .object({ canSellAllEvents: vine.boolean(), allowedEventIds: ids(), allowedTicketTypeIds: ids() })
      .nullable()
      .optional(),
    // Two decimals at most is checked by the service (commissionValue), which also accepts '7.50'.
    commissionPercentage: vine.number().min(0).max(100).nullable().optional(),
  })
)
partnershipResponseValidator.messagesProvider = PARTNERSHIP_FIELD_MESSAGES

/** POST /api/agent-notifications/mark-all-read {agentId}. */
export const markAllReadValidator = vine.create(vine.object({ agentId: vine.number().withoutDecimals().min(1) }))
markAllReadValidator.messagesProvider = new SimpleMessagesProvider({ ...MESSAGES, 'agentId.required': 'Geef de agent op' })
