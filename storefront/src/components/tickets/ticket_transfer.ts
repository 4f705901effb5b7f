/*
 * Sends a ticket's transfer form (TicketTransfer.astro) to POST /api/tickets/{id}/transfer with the holder's key: the
 * download link's token on /download, the stored sign-in on My tickets. The chosen channel shows its own field; the
 * API's field messages go under their fields. Once passed on, the page loads again with ?doorgegeven={id}, so it shows
 * the ticket as passed on (and no longer its code) and says where the new one went.
 */
import { storedToken } from '../../lib/stored_token'
import { apiCall } from '../../lib/api/browser'

function showMethod(form: HTMLFormElement) {
  const method = new FormData(form).get('contactMethod')
  for (const field of form.querySelectorAll<HTMLElement>('[data-method-field]')) field.hidden = field.dataset.methodField !== method
}

function showErrors(form: HTMLFormElement, errors: Record<string, string[]> | undefined) {
  for (const slot of form.querySelectorAll<HTMLElement>('[data-error-for]')) {
    const message = errors?.[slot.dataset.errorFor ?? '']?.[0] ?? ''
    slot.textContent = message
    slot.parentElement?.querySelector('input')?.setAttribute('aria-invalid', message ? 'true' : 'false')
  }
}

async function send(form: HTMLFormElement) {
  const status = form.querySelector<HTMLElement>('[data-transfer-status]')!
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!
  const data = new FormData(form)
  const method = String(data.get('contactMethod') ?? 'email')
  const downloadToken = form.dataset.downloadToken || undefined
  const body = {
    firstName: String(data.get('firstName') ?? ''),
    lastName: String(data.get('lastName') ?? ''),
    contactMethod: method,
    email: method === 'email' ? String(data.get('email') ?? '') : undefined,
    phone: method === 'whatsapp' ? String(data.get('phone') ?? '') : undefined,
    downloadToken,
  }
  submit.disabled = true
  status.dataset.state = 'busy'
  status.textContent = form.dataset.busy ?? ''
  const result = await apiCall('POST', `/api/tickets/${form.dataset.ticketId}/transfer`, {
    token: downloadToken ? null : storedToken(),
    body,
  })
  submit.disabled = false
  if (result.ok) {
    const url = new URL(location.href)
    url.searchParams.set('doorgegeven', form.dataset.ticketId ?? '')
    url.hash = ''
    location.replace(url)
    return
  }
  const failure = result.failure as { message: string; errors?: Record<string, string[]> }
  showErrors(form, failure.errors)
  status.dataset.state = 'failed'
  status.textContent = failure.errors ? '' : result.status === 0 ? (form.dataset.failed ?? '') : failure.message
}

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-transfer-form]')) {
  form.addEventListener('change', () => showMethod(form))
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    if (!form.reportValidity()) return
    void send(form)
  })
}
