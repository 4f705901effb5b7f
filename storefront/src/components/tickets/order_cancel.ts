/*
 * Sends an order's cancellation (OrderCancel.astro) to POST /api/orders/{orderNumber}/cancel-request with the order's
 * status key (the order page a guest opened from the mail) or the stored sign-in (My tickets). Once done, the page
 * loads again with ?geannuleerd={orderNumber}&terugbetaling={succeeded|pending|failed|free}, so it shows the order as it
 * now is and says how the cancellation went.
 */
import { storedToken } from '../../lib/stored_token'
import { apiCall } from '../../lib/api/browser'

async function send(form: HTMLFormElement) {
  const status = form.querySelector<HTMLElement>('[data-cancel-status]')!
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!
  const key = form.dataset.key || undefined
  const reason = String(new FormData(form).get('reason') ?? '').trim()
  submit.disabled = true
  status.dataset.state = 'busy'
  status.textContent = form.dataset.busy ?? ''
  const result = await apiCall<{ data: { status: string } | null }>(
    'POST',
    `/api/orders/${encodeURIComponent(form.dataset.order ?? '')}/cancel-request`,
    { token: key ? null : storedToken(), body: { key, reason: reason || undefined } }
  )
  submit.disabled = false
  if (result.ok) {
    const url = new URL(location.href)
    url.searchParams.set('geannuleerd', form.dataset.order ?? '')
    url.searchParams.set('terugbetaling', result.data?.data?.status ?? 'free')
    url.hash = ''
    location.replace(url)
    return
  }
  status.dataset.state = 'failed'
  status.textContent = result.status === 0 ? (form.dataset.failed ?? '') : (result.failure as { message: string }).message
}

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-cancel-form]')) {
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    if (!form.reportValidity()) return
    void send(form)
  })
}
