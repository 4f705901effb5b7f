/*
 * The like and follow buttons for a signed-in visitor (SPEC §4 Likes, §8, §9): no framework, loaded
 * only on a signed-in visitor's page (LikeSupport.astro). One status request for every button on the page;
 * a like shows at once (optimistic count), an unlike first asks in the confirmation dialog; on an error the
 * previous state comes back with SPEC's toast, and a 401 shows 'Inloggen vereist' with a sign-in link.
 */
// The token's storage key and the status limit come from the page (LikeSupport.astro) rather than from
// domain/session.ts: each module this script shares with the islands is one more chunk to fetch, and it already
// shares one, the browser client.
import { nextLikeCount } from '#domain/like_count'
import { likesApi } from '../../lib/api/likes'

const TOAST_MS = 5000

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

  const token = () => localStorage.getItem(root!.dataset.tokenKey ?? '')

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
      const bearer = token()
      const answer = !bearer
        ? null
        : liked
          ? await likesApi.unlike(bearer, type, button.dataset.likeId!)
          : await likesApi.like(bearer, type, Number(button.dataset.likeId))
      button.removeAttribute('aria-busy')
      if (answer?.ok) {
        render(key, !liked, answer.data?.likeCount ?? nextLikeCount(count, !liked))
        toast(text(liked ? 'undone' : 'done', type))
        return
      }
      render(key, liked, count)
      // No token is a 401 without asking; a lost connection (status 0) has no message of the server's.
      if (!answer || answer.status === 401) toast(root!.dataset.loginTitle ?? '', text('login', type), true, true)
      else toast(text(liked ? 'failUnlike' : 'failLike', type), answer.status ? answer.failure.message : undefined, true)
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
  const bearer = token()
  if (!bearer) return
  void likesApi.status(bearer, targets).then((answer) => {
    for (const status of (answer.ok && answer.data?.statuses) || []) {
      const key = `${status.targetType}:${status.targetId}`
      if (busy.has(key)) continue
      render(key, status.isLiked, status.likeCount)
      // SPEC §6: no follow button for the venue's owner or the organizer themself.
      if (status.isOwn) for (const button of buttons().filter((other) => keyOf(other) === key)) button.hidden = true
    }
  })
}
