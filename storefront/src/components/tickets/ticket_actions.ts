/*
 * The one script of My tickets and the success page: while a QR code is shown full screen the
 * screen stays awake (Wake Lock API, where the browser has it) and the back button closes it (Escape does
 * already: it is a popover); browsers without popovers get the same by a class. On My tickets it also sends an
 * order again (lib/api/my_tickets.ts) with the buyer's token.
 */
import { storedToken } from '../../lib/stored_token'
import { myTicketsApi } from '../../lib/api/my_tickets'

const supportsPopover = 'showPopover' in HTMLElement.prototype
let wakeLock: WakeLockSentinel | null = null
let openViewer: HTMLElement | null = null

async function keepAwake() {
  if (!('wakeLock' in navigator) || wakeLock) return
  try {
    wakeLock = await navigator.wakeLock.request('screen')
    // The browser lets go when the page is hidden; visibilitychange asks again.
    wakeLock.addEventListener('release', () => (wakeLock = null))
  } catch {
    // Refused (battery saver, page not visible): the code is still shown.
  }
}

function letSleep() {
  void wakeLock?.release().catch(() => undefined)
  wakeLock = null
}

function opened(viewer: HTMLElement) {
  openViewer = viewer
  void keepAwake()
  history.pushState({ qrViewer: viewer.id }, '')
}

function closed(viewer: HTMLElement) {
  if (openViewer !== viewer) return
  openViewer = null
  letSleep()
  // Closed by Escape or the button: take back the history entry opening it added.
  if ((history.state as { qrViewer?: string } | null)?.qrViewer === viewer.id) history.back()
}

function hide(viewer: HTMLElement) {
  if (supportsPopover) viewer.hidePopover()
  else {
    viewer.classList.remove('is-open')
    closed(viewer)
  }
}

for (const viewer of document.querySelectorAll<HTMLElement>('[data-qr-full]')) {
  viewer.addEventListener('toggle', (event) => {
    if ((event as ToggleEvent).newState === 'open') opened(viewer)
    else closed(viewer)
  })
}

if (!supportsPopover) {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLElement>('[popovertarget]')
    const viewer = button && document.getElementById(button.getAttribute('popovertarget') ?? '')
    if (!viewer) return
    if (viewer.classList.contains('is-open')) return hide(viewer)
    viewer.classList.add('is-open')
    opened(viewer)
  })
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && openViewer) hide(openViewer)
  })
}

window.addEventListener('popstate', () => {
  if (openViewer) hide(openViewer)
})
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible' && openViewer) void keepAwake()
})

/* Sending an order again (My tickets). Texts come with the box, in the page's language. */

async function resend(button: HTMLButtonElement) {
  const box = button.closest<HTMLElement>('[data-resend-box]')!
  const status = box.querySelector<HTMLElement>('[data-resend-status]')!
  const buttons = [...box.querySelectorAll<HTMLButtonElement>('[data-resend]')]
  const text = box.dataset
  const token = storedToken()
  if (!token) return location.assign(text.loginUrl ?? '/user-login')
  for (const b of buttons) b.disabled = true
  status.dataset.state = 'busy'
  status.textContent = text.busy ?? ''
  try {
    const result = await myTicketsApi.resend(token, box.dataset.order ?? '', button.dataset.resend!)
    if (result.status === 401) return location.assign(text.loginUrl ?? '/user-login')
    status.dataset.state = result.ok ? 'sent' : 'failed'
    status.textContent = result.ok
      ? (text.sent ?? '').replace('{to}', result.data?.sentTo ?? '')
      : result.status === 429
        ? (text.tooMany ?? '')
        : (text.failed ?? '')
  } catch {
    status.dataset.state = 'failed'
    status.textContent = text.failed ?? ''
  } finally {
    for (const b of buttons) b.disabled = false
  }
}

for (const button of document.querySelectorAll<HTMLButtonElement>('[data-resend]')) {
  button.addEventListener('click', () => void resend(button))
}
