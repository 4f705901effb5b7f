/*
 * Maps not configured: the card is the address and directions. Its owner and admins also see the
 * geocoding state; directions then go to the coordinates when there are any.
 */
import { directionsUrl } from '../directions.js'
import { NotFound, fetchMapData } from './map_data'
import { mapTexts, statusText, viewerManages } from './map_viewer'

export async function showAddressCard(card: HTMLElement) {
  const note = card.querySelector<HTMLElement>('[data-manager-note]')
  if (!note || !viewerManages(card)) return
  try {
    const data = await fetchMapData(card.dataset.venueId ?? '', false)
    const badge = note.querySelector<HTMLElement>('[data-status-badge]')!
    badge.textContent = statusText(mapTexts(card), data.geocodeStatus)
    badge.dataset.status = data.geocodeStatus
    note.hidden = false
    const directions = card.querySelector<HTMLAnchorElement>('[data-directions]')
    const href = directionsUrl({ coordinates: data.coordinates, name: card.dataset.name ?? '' })
    if (directions && href) directions.href = href
  } catch (error) {
    if (!(error instanceof NotFound)) console.error('Failed to load map', error)
  }
}
