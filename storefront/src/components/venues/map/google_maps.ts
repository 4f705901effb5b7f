/// <reference types="google.maps" />
/*
 * Google's interactive map, loaded through @googlemaps/js-api-loader in its own chunk only when a card shows it.
 * Google's script may hang instead of failing, and it rejects a bad key by calling window.gm_authFailure.
 */

/** Google's script may hang instead of failing: give up and show the static map. */
const SCRIPT_TIMEOUT_MS = 15_000

/** Loads the loader chunk and Google's script; a failed attempt can be retried (the loader re-adds the script). */
let optionsSet = false
export async function googleMaps(key: string) {
  const loader = await import('@googlemaps/js-api-loader')
  if (!optionsSet) {
    loader.setOptions({ key, v: 'weekly', language: document.documentElement.lang || 'nl' })
    optionsSet = true
  }
  let timer: number | undefined
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = window.setTimeout(() => reject(new Error('Google Maps timed out')), SCRIPT_TIMEOUT_MS)
  })
  try {
    const [maps, marker] = await Promise.race([Promise.all([loader.importLibrary('maps'), loader.importLibrary('marker')]), timeout])
    return { Map: maps.Map, Marker: marker.Marker }
  } finally {
    window.clearTimeout(timer)
  }
}

/** Google calls window.gm_authFailure when it rejects the key: every interactive card falls back. */
const authFailureHandlers: Array<() => void> = []
;(window as unknown as { gm_authFailure: () => void }).gm_authFailure = () => {
  for (const handler of authFailureHandlers) handler()
}

export function onGoogleAuthFailure(handler: () => void) {
  authFailureHandlers.push(handler)
}
