/*
 * The waiting room of an on-sale (docs/waiting-room.md), shown by the buying island instead of 'Selecteer Tickets'
 * while the event's room is on and this visit has no admission; loaded as its own chunk, so events without a room
 * never download it. Before the random window: the moment and a countdown. From then on: a place in the queue
 * (POST …/queue with this browser's device id and token from localStorage, so a reload, a locked phone or a second
 * tab keeps the same place), then GET …/queue/{token} every pollSeconds (paused while the page is hidden, asked at
 * once when it shows again) until the visitor is admitted, the event sells out, or the place was lost (410: joined
 * again at the back, and told so).
 */
import { useEffect, useRef, useState } from 'react'
import { formatDateTime } from '#domain/format'
import { pageLanguage } from '../../lib/page_language'
import { waitingRoomApi } from '../../lib/api/waiting_room'
import { Modal } from '../buying/Modal'
import type { BuyTranslate } from '../buying/messages'
import { readQueuePlace, writeQueuePlace, type StoredQueuePlace } from './queue_storage'
import { countdownText, joinsAt, newDeviceId, pollDelayMs, waitMinutes, type PublicWaitingRoom } from './room_clock'

interface Props {
  eventId: number
  room: PublicWaitingRoom
  t: BuyTranslate
  /** Let in: the admission every hold of this visit carries. */
  onAdmitted: (admissionToken: string) => void
  /** The room was turned off meanwhile (404): the normal selection. */
  onRoomOff: () => void
  onClose: () => void
}

type View =
  | { name: 'countdown' }
  | { name: 'joining' }
  | { name: 'queued'; position: number | null; waitSeconds: number | null }
  | { name: 'soldOut' }
  | { name: 'failed' }

/** How long to wait before asking again after the API could not be reached or refused for a while (429). */
const RETRY_MS = 10_000
/** setTimeout's longest delay; a countdown longer than that simply looks again then. */
const MAX_TIMEOUT_MS = 2_147_483_647

export default function WaitingRoom({ eventId, room, t, onAdmitted, onRoomOff, onClose }: Props) {
  const [view, setView] = useState<View>({ name: 'joining' })
  const [lost, setLost] = useState(false)
  const [now, setNow] = useState(() => Date.now())
  const callbacks = useRef({ onAdmitted, onRoomOff })
  useEffect(() => {
    callbacks.current = { onAdmitted, onRoomOff }
  })

  useEffect(() => {
    let alive = true
    let timer: ReturnType<typeof setTimeout> | undefined
    /** The step that came due while the page was hidden: run when it shows again. */
    let due: (() => void) | null = null
    let place: StoredQueuePlace = readQueuePlace(eventId) ?? { deviceId: newDeviceId(), queueToken: null }
    writeQueuePlace(eventId, place)

    const keep = (queueToken: string | null) => {
      place = { ...place, queueToken }
      writeQueuePlace(eventId, place)
    }
    const later = (ms: number, step: () => void) => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        if (document.visibilityState === 'hidden') due = step
        else step()
      }, ms)
    }

    async function join() {
      const result = await waitingRoomApi.join(eventId, place.deviceId, place.queueToken)
      if (!alive) return
      if (result.ok) {
        keep(result.data.queueToken)
        setView({ name: 'queued', position: result.data.position, waitSeconds: result.data.estimatedWaitSeconds })
        return later(pollDelayMs(result.data.pollSeconds), () => void poll())
      }
      if (result.status === 404) return callbacks.current.onRoomOff()
      setView({ name: 'failed' })
      later(RETRY_MS, () => void join())
    }

    async function poll() {
      if (!place.queueToken) return join()
      const result = await waitingRoomApi.status(eventId, place.queueToken)
      if (!alive) return
      if (result.ok) {
        const status = result.data
        if (status.queueToken && status.queueToken !== place.queueToken) keep(status.queueToken)
        if (status.soldOut) return setView({ name: 'soldOut' })
        if (status.admitted && status.admissionToken) return callbacks.current.onAdmitted(status.admissionToken)
        setView({ name: 'queued', position: status.position, waitSeconds: status.estimatedWaitSeconds })
        return later(pollDelayMs(status.pollSeconds), () => void poll())
      }
      if (result.status === 410 || result.status === 404) {
        // Lost after an admission not used in time (410), or a token this room no longer knows: back in the queue.
        if (result.status === 410) setLost(true)
        keep(null)
        return join()
      }
      setView({ name: 'failed' })
      later(RETRY_MS, () => void poll())
    }

    function start() {
      const untilJoin = joinsAt(room) - Date.now()
      if (untilJoin > 0 && !place.queueToken) {
        setView({ name: 'countdown' })
        return later(Math.min(untilJoin, MAX_TIMEOUT_MS), start)
      }
      void (place.queueToken ? poll() : join())
    }

    const onVisibility = () => {
      if (document.visibilityState !== 'visible' || !due) return
      const step = due
      due = null
      step()
    }
    document.addEventListener('visibilitychange', onVisibility)
    start()
    return () => {
      alive = false
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [eventId, room])

  // The countdown to the opening ticks each second while it is still ahead.
  const opensAt = Date.parse(room.opensAt)
  const beforeOpening = now < opensAt
  useEffect(() => {
    if (!beforeOpening) return
    const tick = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(tick)
  }, [beforeOpening])

  const moment = formatDateTime(room.opensAt, pageLanguage() ?? 'nl')
  const minutes = view.name === 'queued' ? waitMinutes(view.waitSeconds) : null

  return (
    <Modal
      titleId="waiting-room-title"
      title={t('buy.room.title')}
      onRequestClose={onClose}
      closeLabel={t('buy.close')}
      testId="waiting-room"
    >
      <div className="room" data-phase={view.name}>
        {beforeOpening ? (
          <div className="room-opening">
            <p data-testid="room-opens-at">{t('buy.room.startsAt', { moment })}</p>
            <p className="room-countdown" data-testid="room-countdown" aria-live="off">
              <span>{t('buy.room.countdown')}</span>
              <strong>{countdownText(opensAt - now)}</strong>
            </p>
            {room.randomWindowMinutes > 0 ? (
              <p className="buy-note">{t('buy.room.window', { minutes: room.randomWindowMinutes })}</p>
            ) : null}
          </div>
        ) : null}
        {lost ? (
          <p className="auth-error" role="status" data-testid="room-lost">
            {t('buy.room.lost')}
          </p>
        ) : null}
        {view.name === 'joining' ? <p className="buy-note">{t('buy.room.joining')}</p> : null}
        {view.name === 'failed' ? (
          <p className="auth-error" role="alert">
            {t('buy.room.failed')}
          </p>
        ) : null}
        {view.name === 'queued' ? (
          <div className="room-queued" role="status">
            <h3 data-testid="room-queued">{t('buy.room.queued')}</h3>
            {view.position === null ? (
              <p className="room-place" data-testid="room-place-drawn">
                {t('buy.room.placeDrawn')}
              </p>
            ) : (
              <p className="room-place" data-testid="room-place" data-position={view.position}>
                {t('buy.room.place', { position: view.position })}
              </p>
            )}
            {minutes !== null ? (
              <p data-testid="room-wait">
                {t('buy.room.wait', {
                  wait: minutes === 0 ? t('buy.room.waitSoon') : t('buy.room.waitMinutes', { count: minutes }),
                })}
              </p>
            ) : null}
          </div>
        ) : null}
        {view.name === 'soldOut' ? (
          <div className="room-sold-out" data-testid="room-sold-out">
            <p className="room-sold-out-title">{t('buy.room.soldOut')}</p>
            <p>{t('buy.room.soldOutText')}</p>
            <div className="buy-actions">
              <button
                type="button"
                className="button button-primary"
                data-testid="room-waiting-list"
                // A fresh page lists the sold-out types with their 'Zet me op de wachtlijst' buttons.
                onClick={() => {
                  location.hash = 'tickets'
                  location.reload()
                }}
              >
                {t('buy.room.waitingList')}
              </button>
            </div>
          </div>
        ) : view.name !== 'countdown' ? (
          <p className="buy-note" data-testid="room-keep-open">
            {t('buy.room.keepOpen')}
          </p>
        ) : null}
      </div>
    </Modal>
  )
}
