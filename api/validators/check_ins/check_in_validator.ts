import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { GATE_MAX_LENGTH, NONCE_PATTERN, UNDO_REASON_MAX_LENGTH } from '#domain/check_in'
import { entityId } from '#validators/entity_id'

/* Checking tickets in: the bodies of validate, sync and undo, and the attendee search (domain/check_in.ts). */

const MESSAGES = new SimpleMessagesProvider({
  required: 'Dit veld is verplicht',
  string: 'Dit veld moet tekst zijn',
  maxLength: 'Maximaal {{ max }} tekens',
  minLength: 'Minimaal {{ min }} tekens',
  array: 'Ongeldige lijst',
  'eventId.required': 'Kies een evenement',
  'qrCode.required': 'Scan of typ een ticketcode',
  'qrCode.minLength': 'Scan of typ een ticketcode',
  'nonce.required': 'De scan mist zijn kenmerk (nonce)',
  'nonce.regex': 'Het kenmerk (nonce) van de scan is ongeldig',
  'scans.*.nonce.required': 'De scan mist zijn kenmerk (nonce)',
  'scans.*.nonce.regex': 'Het kenmerk (nonce) van de scan is ongeldig',
  'scans.*.scannedAt.regex': 'Ongeldig tijdstip van de scan',
  'scans.maxLength': 'Maximaal {{ max }} scans per keer',
  'deviceId.regex': 'Ongeldige apparaatcode',
  'reason.required': 'Geef een reden op',
  'reason.minLength': 'Geef een reden op',
  'q.minLength': 'Typ minstens {{ min }} tekens',
})

const nonce = () => vine.string().regex(NONCE_PATTERN)
const qrCode = () => vine.string().trim().minLength(1).maxLength(128)
const gate = () => vine.string().trim().maxLength(GATE_MAX_LENGTH).nullable().optional()
/** ISO 8601 with a time and an offset or Z, as Date.prototype.toISOString writes it. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/

/** A scanned code, or the id of a ticket found by the attendee search (a manual check-in). */
export const validateTicketValidator = vine.create(
  vine.object({
    eventId: entityId(),
    qrCode: qrCode().optional().requiredIfMissing('ticketId'),
    ticketId: entityId().optional(),
    nonce: nonce(),
    gate: gate(),
  })
)
validateTicketValidator.messagesProvider = MESSAGES

/** One sync carries at most this many scans; a device with more sends them in parts. */
export const SYNC_MAX_SCANS = 1000

export const syncValidator = vine.create(
  vine.object({
    deviceId: vine.string().regex(NONCE_PATTERN),
    scans: vine
      .array(vine.object({ nonce: nonce(), qrCode: qrCode(), scannedAt: vine.string().regex(ISO_INSTANT), gate: gate() }))
      .maxLength(SYNC_MAX_SCANS),
  })
)
syncValidator.messagesProvider = MESSAGES

export const undoValidator = vine.create(vine.object({ reason: vine.string().trim().minLength(3).maxLength(UNDO_REASON_MAX_LENGTH) }))
undoValidator.messagesProvider = MESSAGES

export const attendeeSearchValidator = vine.create(vine.object({ q: vine.string().trim().minLength(2).maxLength(100) }))
attendeeSearchValidator.messagesProvider = MESSAGES
