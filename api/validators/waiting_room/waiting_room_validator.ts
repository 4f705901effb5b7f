import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { text } from '#exceptions/messages'
import { RATE_LIMITS, WINDOW_LIMITS } from '#domain/waiting_room'

/** An instant with its offset (…T20:00:00-03:00 or …Z). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/

/** PUT /api/events/{id}/waiting-room (admitPerMinute is a whole number in range or 'auto': checked by roomRate). */
export const roomValidator = vine.create(
  vine.object({
    enabled: vine.boolean({ strict: true }),
    opensAt: vine
      .string()
      .trim()
      .regex(ISO_INSTANT)
      .transform((value, field) => {
        const date = new Date(value)
        if (Number.isNaN(date.getTime())) {
          field.report(text('ROOM_OPENS_AT_INVALID'), 'opensAt', field)
          return new Date(0)
        }
        return date
      }),
    admitPerMinute: vine.unionOfTypes([
      vine.number({ strict: true }).withoutDecimals().min(RATE_LIMITS.min).max(RATE_LIMITS.max),
      vine.string().in(['auto']),
    ]),
    randomWindowMinutes: vine.number({ strict: true }).withoutDecimals().min(WINDOW_LIMITS.min).max(WINDOW_LIMITS.max),
  })
)

const RATE = text('ROOM_RATE_RANGE', RATE_LIMITS)
const WINDOW = text('ROOM_WINDOW_RANGE', WINDOW_LIMITS)
const OPENS = text('ROOM_OPENS_AT_INVALID')
roomValidator.messagesProvider = new SimpleMessagesProvider({
  'enabled.required': text('ROOM_ENABLED_REQUIRED'),
  'enabled.boolean': text('ROOM_ENABLED_REQUIRED'),
  'opensAt.required': OPENS,
  'opensAt.string': OPENS,
  'opensAt.regex': OPENS,
  'admitPerMinute.required': RATE,
  'admitPerMinute.unionOfTypes': RATE,
  'admitPerMinute.number': RATE,
  'admitPerMinute.min': RATE,
  'admitPerMinute.max': RATE,
  'admitPerMinute.withoutDecimals': RATE,
  'admitPerMinute.in': RATE,
  'admitPerMinute.string': RATE,
  'randomWindowMinutes.required': WINDOW,
  'randomWindowMinutes.number': WINDOW,
  'randomWindowMinutes.min': WINDOW,
  'randomWindowMinutes.max': WINDOW,
  'randomWindowMinutes.withoutDecimals': WINDOW,
})

/** POST /api/events/{id}/queue: the browser's own random id for the place (kept in its local storage). */
export const joinQueueValidator = vine.create(
  vine.object({
    deviceId: vine
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{16,64}$/),
  })
)

const DEVICE = text('QUEUE_DEVICE_INVALID')
joinQueueValidator.messagesProvider = new SimpleMessagesProvider({
  'deviceId.required': DEVICE,
  'deviceId.string': DEVICE,
  'deviceId.regex': DEVICE,
})
