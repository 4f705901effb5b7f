/*
 * The like and follow buttons for a signed-in visitor (SPEC §4 Likes, §8, §9): no framework, loaded
 * only on a signed-in visitor's page (LikeSupport.astro). One status request for every button on the page;
 * a like shows at once (optimistic count), an unlike first asks in the confirmation dialog; on an error the
 * previous state comes back with SPEC's toast, and a 401 shows 'Inloggen vereist' with a sign-in link.
 */
// Nothing the islands import as well (domain/session.ts, ...): a module they share would split their bundles into
// more chunks. The token's storage key and the status limit come from the page (LikeSupport.astro).
import { nextLikeCount } from '#domain/like_count'
import type { LikeStatus } from '#domain/likes'

const TOAST_MS = 5000

interface Answer {
  ok: boolean
  status: number
  body: { likeCount?: number; statuses?: LikeStatus[]; message?: string; error?: string } | null
}

export function startLikeButtons() {
  const root = document.getElementById('like-support')
  if (!root) return
  const texts = JSON.parse(root.dataset.texts ?? '{}') as Record<string, string>
  const text = (name: string, type: string) => texts[`${name}.${type}`] ?? ''
  const region = root.querySelector<HTMLElement>('[data-like-toasts]')!
  const dialog = root.querySelector('dialog')!
  const numbers = new Intl.NumberFormat(document.documentElement.lang || 'nl')
  const busy = new Set<string>()
  let toastTimer: ReturnType<typeof setTimeout> | undefined

  const buttons = () => [...document.querySelectorAll<HTMLButtonElement>('button[data-like]')]
  const keyOf = (button: HTMLElement) => `${button.dataset.like}:${button.dataset.likeId}`

  function render(key: string, liked: boolean, count: number) {
    for (const button of buttons().filter((other) => keyOf(other) === key)) {
      button.setAttribute('aria-pressed', String(liked))
      button.dataset.count = String(count)
      button.querySelector('[data-like-count]')!.textContent = numbers.format(count)
      button.querySelector('[data-like-label]')!.textContent = text(liked ? 'unlike' : 'like', button.dataset.like!)
    }
  }

  function toast(title: string, description?: string, error = false, link = false) {
    clearTimeout(toastTimer)
    region.replaceChildren()
    const box = document.createElement('div')
    box.className = `toast${error ? ' toast-destructive' : ''}`
    box.setAttribute('data-testid', 'like-toast')
    const body = box.appendChild(document.createElement('div'))
    body.className = 'toast-body'
    const add = (tag: string, className: string, content: string) => {
      const element = body.appendChild(document.createElement(tag))
      element.className = className
      element.textContent = content
      return element
    }
    add('p', 'toast-title', title)
    if (description) add('p', 'toast-text', description)
    if (link) (add('a', 'toast-link', root!.dataset.loginLink ?? '') as HTMLAnchorElement).href = root!.dataset.loginHref ?? '/user-login'
    region.append(box)
    toastTimer = setTimeout(() => region.replaceChildren(), TOAST_MS)
  }

  async function call(method: string, path: string, json?: unknown): Promise<Answer> {
    const token = localStorage.getItem(root!.dataset.tokenKey ?? '')
    if (!token) return { ok: false, status: 401, body: null }
    try {
      const response = await fetch(path, {
        method,
        credentials: 'include',
        headers: {
          authorization: `Bearer ${token}`,
          'accept-language': document.documentElement.lang,
          ...(json ? { 'content-type': 'application/json' } : {}),
        },
        body: json ? JSON.stringify(json) : undefined,
      })
      return { ok: response.ok, status: response.status, body: await response.json().catch(() => null) }
    } catch {
      return { ok: false, status: 0, body: null }
    }
  }

  function confirmUnlike(type: string): Promise<boolean> {
    dialog.querySelector('h2')!.textContent = text('confirmTitle', type)
    dialog.querySelector('p')!.textContent = text('confirmText', type)
    dialog.querySelector('[data-like-confirm]')!.textContent = text('confirmOk', type)
    dialog.returnValue = ''
    dialog.showModal()
    return new Promise((resolve) => dialog.addEventListener('close', () => resolve(dialog.returnValue === 'ok'), { once: true }))
  }

  async function toggle(button: HTMLButtonElement) {
    const type = button.dataset.like!
    const key = keyOf(button)
    if (busy.has(key)) return
    const liked = button.getAttribute('aria-pressed') === 'true'
    const count = Number(button.dataset.count) || 0
    busy.add(key)
    try {
      if (liked && !(await confirmUnlike(type))) return
      render(key, !liked, nextLikeCount(count, !liked))
      button.setAttribute('aria-busy', 'true')
      const answer = liked
        ? await call('DELETE', `/api/likes/${type}/${button.dataset.likeId}`)
        : await call('POST', '/api/likes', { targetType: type, targetId: Number(button.dataset.likeId) })
      button.removeAttribute('aria-busy')
      if (answer.ok) {
        render(key, !liked, answer.body?.likeCount ?? nextLikeCount(count, !liked))
        toast(text(liked ? 'undone' : 'done', type))
        return
      }
      render(key, liked, count)
      if (answer.status === 401) toast(root!.dataset.loginTitle ?? '', text('login', type), true, true)
      else toast(text(liked ? 'failUnlike' : 'failLike', type), answer.body?.message ?? answer.body?.error, true)
    } finally {
      busy.delete(key)
    }
  }

  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>('button[data-like]')
    if (button) void toggle(button)
  })

  const targets = [...new Set(buttons().map(keyOf))].slice(0, Number(root.dataset.maxTargets))
  if (targets.length === 0) return
  void call('GET', `/api/likes/status?targets=${targets.join(',')}`).then((answer) => {
    for (const status of answer.body?.statuses ?? []) {
      const key = `${status.targetType}:${status.targetId}`
      if (busy.has(key)) continue
      render(key, status.isLiked, status.likeCount)
      // SPEC §6: no follow button for the venue's owner or the organizer themself.
      if (status.isOwn) for (const button of buttons().filter((other) => keyOf(other) === key)) button.hidden = true
    }
  })
}
