/*
 * The venue map cards' script at first load. SPEC §9 loads a map lazily, once its card has been visible for
 * 1 s: until then the page carries only this wait, and the card's own code (its data, the maps key, Google's
 * script) comes when it is due. A card without a map (maps not configured) loads its small part at once when
 * someone is signed in: its owner and admins see the geocoding state there (map_viewer.ts decides).
 */
import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '#domain/session'

const LAZY_DELAY_MS = 1000

function someoneSignedIn(): boolean {
  try {
    return Boolean(localStorage.getItem(TOKEN_STORAGE_KEY) || localStorage.getItem(USER_STORAGE_KEY))
  } catch {
    return false
  }
}

export function startVenueMaps() {
  for (const card of document.querySelectorAll<HTMLElement>('[data-venue-map="address"]')) {
    if (!someoneSignedIn()) continue
    import('./address_card').then(
      ({ showAddressCard }) => showAddressCard(card),
      (error: unknown) => console.error('Failed to load map', error)
    )
  }
  for (const card of document.querySelectorAll<HTMLElement>('[data-venue-map="map"]')) {
    let timer: number | undefined
    const observer = new IntersectionObserver((entries) => {
      const visible = entries.some((entry) => entry.isIntersecting)
      if (visible && timer === undefined) {
        timer = window.setTimeout(() => {
          observer.disconnect()
          startCard(card)
        }, LAZY_DELAY_MS)
      } else if (!visible && timer !== undefined) {
        window.clearTimeout(timer)
        timer = undefined
      }
    })
    observer.observe(card)
  }
}

/** Its code could not be fetched: 'Kan kaart niet laden.', and retry fetches it again. */
function startCard(card: HTMLElement) {
  import('./map_card').then(
    ({ startMapCard }) => startMapCard(card),
    (error: unknown) => {
      console.error('Failed to load map', error)
      card.querySelector<HTMLElement>('.map-frame')!.dataset.mapState = 'error'
      for (const panel of card.querySelectorAll<HTMLElement>('[data-panel]')) panel.hidden = panel.dataset.panel !== 'error'
      card.querySelector('[data-retry]')?.addEventListener('click', () => startCard(card), { once: true })
    }
  )
}
