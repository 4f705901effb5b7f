/*
 * The scanner's state for one event at one gate: answers a scanned code online (POST /api/tickets/validate) or,
 * when the network is down, from the offline list on the device; queues offline check-ins and syncs them when the
 * network is back; keeps the counts fresh. Every scan gets its own nonce; a scan whose request was lost goes to the
 * queue with that same nonce, so the server answers it once whether or not the first request arrived.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { offlineCodeHash, type CheckInCounts, type ValidateAnswer } from '#domain/check_in'
import { CheckInApiError, NetworkDown, checkInCounts, downloadOfflineList, syncScans, validateTicket } from './api'
import { deviceId, loadEventState, saveEventState } from './deviceStore'
import {
  EMPTY_DEVICE_STATE,
  applySyncAnswer,
  indexOfflineList,
  listStale,
  newNonce,
  offlineAnswer,
  recordOfflineScan,
  recordOnlineCheckIn,
  syncDue,
  type DeviceEventState,
} from './offlineScans'

export type ScanOutcome =
  | { kind: 'answer'; code: string; answer: ValidateAnswer; offline: boolean; at: number }
  | { kind: 'error'; code: string; message: string; at: number }
  /** Offline before this device ever downloaded the event's list: nothing to answer from. */
  | { kind: 'no_list'; code: string; at: number }

/** How often counts are refreshed, the queue retried and a lost network probed. */
const REFRESH_MS = 10_000

export function useScanner(eventId: number, gate: string) {
  const [device, setDevice] = useState<DeviceEventState>(EMPTY_DEVICE_STATE)
  const [online, setOnline] = useState(() => navigator.onLine)
  const [outcome, setOutcome] = useState<ScanOutcome | null>(null)
  const [counts, setCounts] = useState<CheckInCounts | null>(null)
  const [syncing, setSyncing] = useState(false)
  const state = useRef<DeviceEventState>(EMPTY_DEVICE_STATE)
  const writes = useRef<Promise<void>>(Promise.resolve())
  const index = useMemo(() => (device.list ? indexOfflineList(device.list) : null), [device.list])

  /** Changes the device's state one change at a time, kept in IndexedDB before the next. */
  const update = useCallback(
    (change: (previous: DeviceEventState) => DeviceEventState) => {
      writes.current = writes.current.then(async () => {
        state.current = change(state.current)
        setDevice(state.current)
        await saveEventState(eventId, state.current).catch(() => undefined)
      })
      return writes.current
    },
    [eventId]
  )

  const lostNetwork = useCallback((error: unknown) => {
    if (error instanceof NetworkDown) setOnline(false)
  }, [])

  const refreshCounts = useCallback(async () => {
    try {
      setCounts(await checkInCounts(eventId))
      setOnline(navigator.onLine)
    } catch (error) {
      lostNetwork(error)
    }
  }, [eventId, lostNetwork])

  const sync = useCallback(async () => {
    await writes.current
    if (!syncDue(state.current, Date.now())) return
    const sent = state.current.queue
    setSyncing(true)
    try {
      const answer = await syncScans(eventId, { deviceId: await deviceId(), scans: sent })
      await update((previous) => applySyncAnswer(previous, sent, answer))
      setOnline(navigator.onLine)
      void refreshCounts()
    } catch (error) {
      lostNetwork(error)
    } finally {
      setSyncing(false)
    }
  }, [eventId, update, lostNetwork, refreshCounts])

  const downloadList = useCallback(async () => {
    try {
      const list = await downloadOfflineList(eventId)
      await update((previous) => ({ ...previous, list }))
    } catch (error) {
      lostNetwork(error)
    }
  }, [eventId, update, lostNetwork])

  // Opening an event: what this device kept of it, then a fresh list, the queue sent, the counts.
  useEffect(() => {
    let cancelled = false
    state.current = EMPTY_DEVICE_STATE
    setDevice(EMPTY_DEVICE_STATE)
    setOutcome(null)
    setCounts(null)
    void loadEventState(eventId)
      .catch(() => EMPTY_DEVICE_STATE)
      .then(async (stored) => {
        if (cancelled) return
        state.current = stored
        setDevice(stored)
        if (!navigator.onLine) return
        await downloadList()
        await sync()
        await refreshCounts()
      })
    return () => {
      cancelled = true
    }
  }, [eventId, downloadList, sync, refreshCounts])

  // The browser says the network is back or gone; between those, a timer probes and retries.
  useEffect(() => {
    const back = () => {
      setOnline(true)
      void sync().then(refreshCounts)
    }
    const gone = () => setOnline(false)
    window.addEventListener('online', back)
    window.addEventListener('offline', gone)
    const timer = setInterval(() => {
      if (!navigator.onLine) return
      void refreshCounts()
        .then(sync)
        .then(() => (listStale(state.current.list, Date.now()) ? downloadList() : undefined))
    }, REFRESH_MS)
    return () => {
      window.removeEventListener('online', back)
      window.removeEventListener('offline', gone)
      clearInterval(timer)
    }
  }, [sync, refreshCounts, downloadList])

  const answerOffline = useCallback(
    async (code: string, nonce: string, scannedAt: string) => {
      const list = state.current.list
      if (!list) return setOutcome({ kind: 'no_list', code, at: Date.now() })
      const hash = await offlineCodeHash(list.salt, code)
      await writes.current
      const answer = offlineAnswer(list, index ?? indexOfflineList(list), state.current.checkIns, hash)
      await update((previous) => recordOfflineScan(previous, answer, { nonce, qrCode: code, scannedAt, gate: gate || null, hash }))
      setOutcome({ kind: 'answer', code, answer, offline: true, at: Date.now() })
    },
    [gate, index, update]
  )

  const scan = useCallback(
    async (raw: string) => {
      const code = raw.trim()
      if (!code) return
      const nonce = newNonce()
      const scannedAt = new Date().toISOString()
      if (navigator.onLine) {
        try {
          const answer = await validateTicket({ eventId, qrCode: code, nonce, gate: gate || null })
          setOnline(true)
          setOutcome({ kind: 'answer', code, answer, offline: false, at: Date.now() })
          const list = state.current.list
          const hash = list ? await offlineCodeHash(list.salt, code) : null
          void update((previous) => recordOnlineCheckIn(previous, answer, hash))
          void refreshCounts()
          return
        } catch (error) {
          if (error instanceof CheckInApiError) {
            return setOutcome({ kind: 'error', code, message: error.message, at: Date.now() })
          }
          setOnline(false)
        }
      }
      await answerOffline(code, nonce, scannedAt)
    },
    [eventId, gate, update, refreshCounts, answerOffline]
  )

  /** A manual check-in of a ticket the attendee search found (online only, as the search is). */
  const checkInTicket = useCallback(
    async (ticketId: number) => {
      try {
        const answer = await validateTicket({ eventId, ticketId, nonce: newNonce(), gate: gate || null })
        setOutcome({ kind: 'answer', code: '', answer, offline: false, at: Date.now() })
        void refreshCounts()
      } catch (error) {
        setOutcome({ kind: 'error', code: '', message: error instanceof Error ? error.message : String(error), at: Date.now() })
      }
    },
    [eventId, gate, refreshCounts]
  )

  const dismissConflicts = useCallback(() => update((previous) => ({ ...previous, conflicts: [] })), [update])

  return {
    online,
    device,
    outcome,
    counts,
    syncing,
    scan,
    checkInTicket,
    sync,
    refreshCounts,
    downloadList,
    dismissConflicts,
  }
}
