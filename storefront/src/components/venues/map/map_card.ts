/*
 * A map card once it is due (SPEC §2 map widget, §4 Map): GET its map data; no coordinates → 'Locatie niet
 * beschikbaar' with 'Locatie wordt bepaald...' (pending) or 'Geen GPS-coördinaten beschikbaar voor deze venue',
 * a geocode badge and a refresh button; error 'Kan kaart niet laden.' with retry; the static map (600x400, zoom
 * 15) with name and address over it; 'Routebeschrijving' whenever coordinates exist. With a maps key a toggle
 * offers Google's interactive map first; if Google's script fails (or rejects the key) the card falls back to
 * the static image, and from there to the error state; retry starts over.
 */
import { directionsUrl } from '../directions.js'
import { googleMaps, onGoogleAuthFailure } from './google_maps'
import { NotFound, fetchMapData, mapsApiKey } from './map_data'
import { mapTexts, statusText, viewerManages } from './map_viewer'

type State = 'loading' | 'missing' | 'error' | 'static' | 'interactive'
type Mode = 'static' | 'interactive'

const ZOOM = 15

/** Wires the card and loads it; retry and refresh load it again. */
export function startMapCard(card: HTMLElement) {
  const venueId = card.dataset.venueId ?? ''
  const name = card.dataset.name ?? ''
  const texts = mapTexts(card)
  const addressDirections = directionsUrl({ name, address: card.dataset.address })
  const manager = viewerManages(card)
  const frame = card.querySelector<HTMLElement>('.map-frame')!
  const panels = card.querySelectorAll<HTMLElement>('[data-panel]')
  const image = card.querySelector<HTMLImageElement>('[data-static-image]')!
  const canvas = card.querySelector<HTMLElement>('[data-map-canvas]')!
  const toggle = card.querySelector<HTMLElement>('[data-map-toggle]')!
  const toggleButtons = toggle.querySelectorAll<HTMLButtonElement>('button[data-mode]')
  const directions = card.querySelector<HTMLAnchorElement>('[data-directions]')!
  const missingText = card.querySelector<HTMLElement>('[data-missing-text]')!
  const badge = card.querySelector<HTMLElement>('[data-status-badge]')!

  let position: { lat: number; lng: number } | null = null
  let key: string | null = null
  let mode: Mode = 'static'
  let staticLoaded = false
  let interactiveReady = false
  let attempt = 0

  const setState = (state: State) => {
    frame.dataset.mapState = state
    for (const panel of panels) panel.hidden = panel.dataset.panel !== state
  }

  const setMode = (next: Mode) => {
    mode = next
    frame.dataset.mapMode = next
    for (const button of toggleButtons) button.setAttribute('aria-pressed', String(button.dataset.mode === next))
  }

  const showMissing = (status: string) => {
    missingText.textContent = status === 'pending' ? texts.pending : texts.noCoordinates
    // The geocoding state is for the owner and admins; visitors get the address and directions.
    badge.textContent = statusText(texts, status)
    badge.dataset.status = status
    badge.title = texts.ownerOnly
    badge.hidden = !manager
    directions.href = addressDirections ?? '#'
    directions.hidden = !addressDirections
    setState('missing')
  }

  image.onload = () => {
    staticLoaded = true
    if (mode === 'static') setState('static')
  }
  image.onerror = () => {
    if (mode === 'static') setState('error')
  }

  const showStatic = (bust = false) => {
    if (!position) return
    setMode('static')
    if (staticLoaded && !bust) return setState('static')
    setState('loading')
    staticLoaded = false
    // A second attempt needs a new address, or the browser will not fire load/error again.
    const again = bust || image.hasAttribute('src')
    image.src = `/api/internal/maps/static?center=${position.lat},${position.lng}&zoom=${ZOOM}&size=600x400${again ? `&t=${Date.now()}` : ''}`
  }

  const showInteractive = async () => {
    if (!position || !key) return showStatic()
    setMode('interactive')
    if (interactiveReady) return setState('interactive')
    setState('loading')
    const current = ++attempt
    try {
      const { Map, Marker } = await googleMaps(key)
      if (mode !== 'interactive' || current !== attempt) return
      setState('interactive') // the canvas needs its size before the map is created
      const map = new Map(canvas, { center: position, zoom: ZOOM, mapTypeControl: false, streetViewControl: false })
      new Marker({ position, map, title: name })
      interactiveReady = true
    } catch (error) {
      console.error('Failed to load map', error)
      if (mode === 'interactive' && current === attempt) showStatic()
    }
  }

  onGoogleAuthFailure(() => {
    interactiveReady = false
    canvas.replaceChildren()
    if (mode === 'interactive') showStatic()
  })

  for (const button of toggleButtons) {
    button.addEventListener('click', () => {
      if (button.dataset.mode === mode) return
      if (button.dataset.mode === 'interactive') void showInteractive()
      else showStatic()
    })
  }

  let loading = false
  const load = async (bust = false) => {
    if (loading) return
    loading = true
    setState('loading')
    try {
      const data = await fetchMapData(venueId, bust)
      const lat = Number(data.coordinates?.lat)
      const lng = Number(data.coordinates?.lng)
      if (!data.coordinates || !Number.isFinite(lat) || !Number.isFinite(lng)) {
        position = null
        toggle.hidden = true
        showMissing(data.geocodeStatus ?? 'pending')
        return
      }
      if (position?.lat !== lat || position?.lng !== lng) {
        staticLoaded = false
        interactiveReady = false
        canvas.replaceChildren()
      }
      position = { lat, lng }
      directions.href = directionsUrl({ coordinates: position, name })!
      directions.hidden = false
      key = await mapsApiKey()
      toggle.hidden = !key
      // With a key the interactive map comes first; retry starts over from there.
      if (key) void showInteractive()
      else showStatic(bust)
    } catch (error) {
      if (error instanceof NotFound) showMissing('failed')
      else {
        console.error('Failed to load map', error)
        setState('error')
      }
    } finally {
      loading = false
    }
  }

  card.querySelector('[data-retry]')?.addEventListener('click', () => load(true))
  card.querySelector('[data-refresh]')?.addEventListener('click', () => load(true))
  void load()
}
