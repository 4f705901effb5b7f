/*
 * /test-auth's one script: what this browser knows about the visitor's session (stores/session.ts), never the token:
 * signed in or not, name, role, when the token expires (its exp claim), when the API last confirmed it, and
 * 'Nu valideren' (GET /api/auth/validate-status through the session store, which signs out on 401/403).
 */
import { SESSION_VALIDATED_STORAGE_KEY, decodeToken } from '#domain/session'
import { isUserRole } from '#domain/access'
import { formatDateTime } from '#domain/format'
import { $session, loadFromStorage, validateSession } from '../../stores/session'
import { ROLE_DISPLAY_NAMES } from '../../lib/role_names'
import { pageLanguage } from '../../lib/page_language'

function lastValidated(): number | null {
  const value = Number(localStorage.getItem(SESSION_VALIDATED_STORAGE_KEY))
  return Number.isFinite(value) && value > 0 ? value : null
}

export function startTestAuth(root: HTMLElement) {
  const texts = JSON.parse(root.dataset.texts ?? '{}') as Record<string, string>
  const lang = pageLanguage() ?? 'nl'
  const field = (name: string) => root.querySelector<HTMLElement>(`[data-field="${name}"]`)!
  const details = root.querySelectorAll<HTMLElement>('[data-session-detail]')
  const signIn = root.querySelector<HTMLElement>('[data-sign-in]')!
  const button = root.querySelector<HTMLButtonElement>('[data-validate]')!
  const result = root.querySelector<HTMLElement>('[data-validate-result]')!

  const render = () => {
    const session = $session.get()
    root.dataset.state = session ? 'signed-in' : 'signed-out'
    field('status').textContent = session ? texts.signedIn : texts.signedOut
    for (const detail of details) detail.hidden = !session
    signIn.hidden = !!session
    button.hidden = !session
    if (!session) return
    const { user, token } = session
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim()
    field('name').textContent = name || '—'
    field('role').textContent = isUserRole(user.role) ? `${ROLE_DISPLAY_NAMES[user.role]} (${user.role})` : user.role
    const exp = decodeToken(token)?.exp
    const expires = field('expires')
    expires.textContent = exp ? formatDateTime(new Date(exp * 1000).toISOString(), lang) : '—'
    if (exp) expires.setAttribute('datetime', new Date(exp * 1000).toISOString())
    const validated = lastValidated()
    const checked = field('validated')
    checked.textContent = validated ? formatDateTime(new Date(validated).toISOString(), lang) : texts.never
    if (validated) checked.setAttribute('datetime', new Date(validated).toISOString())
    else checked.removeAttribute('datetime')
  }

  button.addEventListener('click', async () => {
    button.disabled = true
    result.textContent = texts.validating
    const answer = await validateSession()
    result.textContent = answer === 'valid' ? texts.valid : answer === 'unreachable' ? texts.failed : texts.invalid
    button.disabled = false
    render()
  })

  loadFromStorage()
  render()
}
