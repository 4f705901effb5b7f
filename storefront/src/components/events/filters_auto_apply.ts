/*
 * Progressive enhancement of the /events filter form: every change applies at once.
 * The address is updated (history.replaceState) and the server-rendered page for it is fetched; its
 * results and the [data-swap] parts (active count, reset link) replace ours, so the form the visitor is
 * typing in stays as it is. If that fetch fails the browser simply navigates to the address.
 * Without JavaScript none of this runs and 'Toepassen' submits the same GET form.
 */
import { filterQuery } from './filter_query.js'

/** Typing in the search box applies after a short pause, not on every key. */
const TYPING_PAUSE_MS = 400

export function autoApplyFilters(form: HTMLFormElement) {
  const path = new URL(form.action, location.href).pathname
  form.dataset.autoApply = ''
  let applied = location.search
  let typing: number | undefined
  let inFlight: AbortController | undefined

  const swapFrom = (doc: Document) => {
    for (const current of document.querySelectorAll<HTMLElement>('[data-swap]')) {
      const next = doc.querySelector<HTMLElement>(`[data-swap="${current.dataset.swap}"]`)
      if (!next) continue
      current.hidden = next.hidden
      // The results are replaced whole; a status line only changes its text (screen readers announce it).
      if (current.dataset.swapText !== undefined) current.textContent = next.textContent
      else current.innerHTML = next.innerHTML
    }
  }

  const apply = async () => {
    window.clearTimeout(typing)
    const query = filterQuery(new FormData(form).entries())
    if (query === applied) return
    applied = query
    const url = `${path}${query}`
    history.replaceState(history.state, '', url)
    inFlight?.abort()
    const controller = new AbortController()
    inFlight = controller
    document.documentElement.dataset.eventsLoading = ''
    try {
      const response = await fetch(url, { headers: { accept: 'text/html' }, signal: controller.signal })
      if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`)
      swapFrom(new DOMParser().parseFromString(await response.text(), 'text/html'))
    } catch (error) {
      if (controller.signal.aborted) return
      console.error('Filters could not be applied in place', error)
      location.assign(url)
    } finally {
      if (inFlight === controller) delete document.documentElement.dataset.eventsLoading
    }
  }

  const isOurs = (target: EventTarget | null): target is HTMLInputElement | HTMLSelectElement =>
    (target instanceof HTMLInputElement || target instanceof HTMLSelectElement) && target.form === form

  // 'change' on the document: the sort beside the results joins the form through its form attribute.
  document.addEventListener('change', (event) => {
    const target = event.target
    if (!isOurs(target)) return
    // A period and a range would narrow each other: choosing one clears the other.
    if (target.name === 'when' && target.value !== '') {
      for (const input of form.querySelectorAll<HTMLInputElement>('input[name="from"], input[name="to"]')) input.value = ''
    }
    if ((target.name === 'from' || target.name === 'to') && target.value !== '') {
      const anyTime = form.querySelector<HTMLInputElement>('input[name="when"][value=""]')
      if (anyTime) anyTime.checked = true
    }
    const from = form.querySelector<HTMLInputElement>('input[name="from"]')
    const to = form.querySelector<HTMLInputElement>('input[name="to"]')
    if (from && to) {
      to.min = from.value
      from.max = to.value
    }
    void apply()
  })
  form.addEventListener('input', (event) => {
    if (!(event.target instanceof HTMLInputElement) || event.target.type !== 'search') return
    window.clearTimeout(typing)
    typing = window.setTimeout(() => void apply(), TYPING_PAUSE_MS)
  })
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    void apply()
  })
}
