/*
 * The agents' bell in the storefront header (SPEC §2 "Agents also see a notification bell", §6 agents only), as the
 * back office's bell does it (backoffice/src/layout/NotificationBell.tsx): GET /api/agent-notifications/{agentId}
 * for the newest notifications and the unread count, PUT …/{id}/read when one is clicked, POST …/mark-all-read for
 * 'Alles gelezen'; again once a minute and when the window gets focus. A plain module, loaded only on pages the
 * header renders the bell on (a signed-in agent's); the texts come from the markup (NotificationBell.astro).
 */
import { USER_STORAGE_KEY } from '#domain/session'
import { notificationAge, notificationParts, type StoredNotificationFormat } from '#domain/agent_partnerships'
import { apiCall } from '../../lib/api/browser'
import { storedToken } from '../../lib/stored_token'

const POLL_MS = 60_000

interface AgentNotification {
  id: number
  type: string
  title: string
  message: string
  isRead: boolean
  createdAt: string
}

/** The texts the header hands over, in the page's language; `stored` is the Dutch a row holds, to read it back. */
export interface BellTexts {
  label: string
  unread: string
  now: string
  minutes: string
  hours: string
  days: string
  note: string
  storedNote: string
  readFailed: string
  allFailed: string
  allRead: string
  loadFailed: string
  types: Record<string, { title: string; message: string; storedMessage: string }>
}

const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole))

/** Title and message in the reader's language; a message not made from its type's template is shown as stored. */
export function notificationText(texts: BellTexts, item: Pick<AgentNotification, 'type' | 'title' | 'message'>) {
  const type = texts.types[item.type]
  if (!type) return { title: item.title, message: item.message }
  const format: StoredNotificationFormat = {
    message: type.storedMessage.replace('{organizer}', '%{organizer}'),
    note: texts.storedNote.replace('{note}', '%{note}'),
  }
  const parts = notificationParts(format, item.message)
  const message = parts
    ? fill(type.message, { organizer: parts.organizer }) + (parts.note === null ? '' : fill(texts.note, { note: parts.note }))
    : item.message
  return { title: type.title, message }
}

export function ageText(texts: BellTexts, createdAt: string, now = new Date()): string {
  const age = notificationAge(createdAt, now)
  return age.unit === 'now' ? texts.now : fill(texts[age.unit], { count: age.count })
}

function agentIdOfStoredUser(): number | null {
  try {
    const user = JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null') as { agentId?: unknown } | null
    return typeof user?.agentId === 'number' && user.agentId > 0 ? user.agentId : null
  } catch {
    return null
  }
}

export function startNotificationBell(root: HTMLDetailsElement) {
  const texts = JSON.parse(root.dataset.texts ?? '{}') as BellTexts
  const token = storedToken()
  const agentId = agentIdOfStoredUser()
  // The header's hint said agent, but this browser holds no agent session (signed out in another tab): no bell.
  if (!token || agentId === null) {
    root.hidden = true
    return
  }
  const toggle = root.querySelector<HTMLElement>('summary')!
  const count = root.querySelector<HTMLElement>('[data-bell-count]')!
  const list = root.querySelector<HTMLUListElement>('[data-bell-list]')!
  const empty = root.querySelector<HTMLElement>('[data-bell-empty]')!
  const status = root.querySelector<HTMLElement>('[data-bell-status]')!
  const markAll = root.querySelector<HTMLButtonElement>('[data-bell-all]')!
  let items: AgentNotification[] = []
  let unread = 0

  const render = () => {
    const label = unread > 0 ? fill(texts.unread, { count: unread }) : texts.label
    toggle.setAttribute('aria-label', label)
    toggle.title = label
    count.textContent = unread > 99 ? '99+' : String(unread)
    count.hidden = unread === 0
    markAll.disabled = unread === 0
    empty.hidden = items.length > 0
    list.replaceChildren(
      ...items.map((item) => {
        const text = notificationText(texts, item)
        const li = document.createElement('li')
        const button = document.createElement('button')
        button.type = 'button'
        button.className = 'bell-item'
        button.dataset.testid = 'notification-item'
        button.dataset.read = String(item.isRead)
        const head = document.createElement('span')
        head.className = 'bell-item-head'
        const title = document.createElement('span')
        title.className = 'bell-item-title'
        title.textContent = text.title
        const age = document.createElement('time')
        age.className = 'bell-item-age'
        age.dateTime = item.createdAt
        age.textContent = ageText(texts, item.createdAt)
        head.append(title, age)
        const message = document.createElement('span')
        message.className = 'bell-item-message'
        message.textContent = text.message
        button.append(head, message)
        button.addEventListener('click', () => void markRead(item))
        li.append(button)
        return li
      })
    )
  }

  const say = (text: string) => {
    status.textContent = text
  }

  const load = async () => {
    const answer = await apiCall<{ data: AgentNotification[]; unreadCount: number }>('GET', `/api/agent-notifications/${agentId}`, {
      token,
      cache: 'no-store',
    })
    if (!answer.ok) {
      // A missed poll is tried again at the next one; the bell keeps what it showed.
      if (items.length === 0) say(texts.loadFailed)
      return
    }
    items = answer.data.data
    unread = answer.data.unreadCount
    say('')
    render()
  }

  const markRead = async (item: AgentNotification) => {
    if (item.isRead) return
    const answer = await apiCall('PUT', `/api/agent-notifications/${item.id}/read`, { token })
    if (!answer.ok) return say(texts.readFailed)
    items = items.map((entry) => (entry.id === item.id ? { ...entry, isRead: true } : entry))
    unread = Math.max(0, unread - 1)
    render()
  }

  markAll.addEventListener('click', async () => {
    const answer = await apiCall('POST', '/api/agent-notifications/mark-all-read', { token, body: { agentId } })
    if (!answer.ok) return say(texts.allFailed)
    items = items.map((entry) => ({ ...entry, isRead: true }))
    unread = 0
    render()
    say(texts.allRead)
  })

  // Escape and a click elsewhere close the panel, as a menu does.
  document.addEventListener('click', (event) => {
    if (root.open && !root.contains(event.target as Node)) root.open = false
  })
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && root.open) {
      root.open = false
      toggle.focus()
    }
  })

  void load()
  window.setInterval(() => void load(), POLL_MS)
  window.addEventListener('focus', () => void load())
}
