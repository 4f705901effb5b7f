import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { REFUND_REASON_MAX_LENGTH } from '#domain/refunds'
import { entityId } from '#validators/entity_id'

/* POST /api/orders/{id}/refunds: the tickets (none: every ticket still refundable), the reason, and whether the seats go back on sale. */

/** At most this many tickets named in one refund (an order never has more). */
const MAX_TICKETS = 500

export const createRefundValidator = vine.create(
  vine.object({
    ticketIds: vine.array(entityId()).minLength(1).maxLength(MAX_TICKETS).optional(),
    reason: vine.string().trim().minLength(1).maxLength(REFUND_REASON_MAX_LENGTH),
    resell: vine.boolean({ strict: true }).optional(),
  })
)
createRefundValidator.messagesProvider = new SimpleMessagesProvider({
  required: 'Dit veld is verplicht',
  string: 'Dit veld moet tekst zijn',
  maxLength: 'Maximaal {{ max }} tekens',
  boolean: 'Kies ja of nee',
  array: 'Ongeldige lijst',
  'reason.required': 'Geef een reden voor de terugbetaling',
  'reason.minLength': 'Geef een reden voor de terugbetaling',
  'ticketIds.array.minLength': 'Kies minstens één ticket, of laat de lijst weg om de hele bestelling terug te betalen',
  'ticketIds.array.maxLength': 'Maximaal {{ max }} tickets per terugbetaling',
})
