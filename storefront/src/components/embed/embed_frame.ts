/*
 * The buying island inside the embed page (/embed/events/{id}, docs/embed.md): which host page framed it, and how
 * it leaves. The island talks to the host only through postMessage, to the host's registered origin and never with
 * buyer data: its height (inline block), 'close' and 'done'. Paying and the success page go top-level (a provider
 * may refuse to be framed), and the success page sends the buyer back to the host page.
 */
import { atom } from 'nanostores'

export interface EmbedContext {
  /** The framing page's origin when the organizer registered it; null: no messages go out. */
  hostOrigin: string | null
  /** The host page to come back to (on a registered website), or null: our own success page. */
  returnUrl: string | null
  mode: 'overlay' | 'inline'
}

export type EmbedMessage = { type: 'suritickets:size'; height: number } | { type: 'suritickets:close' } | { type: 'suritickets:done' }

/** Set once by the embed page's island; null on the storefront's own pages. */
export const $embed = atom<EmbedContext | null>(null)

function framed(): boolean {
  return window.parent !== window
}

export function tellHost(message: EmbedMessage): void {
  const context = $embed.get()
  if (!context?.hostOrigin || !framed()) return
  window.parent.postMessage(message, context.hostOrigin)
}

/**
 * Goes to the next page of the purchase: inside the embed the whole tab goes (the provider's checkout, the success
 * page), which a framed page may do after the buyer's own clicks; elsewhere this window.
 */
export function leaveCheckout(url: string): void {
  if (!$embed.get() || !framed()) return location.assign(url)
  tellHost({ type: 'suritickets:done' })
  window.open(url, '_top')
}

/** The host page's address for the success page, when embedded. */
export function embedReturnUrl(): string | null {
  return $embed.get()?.returnUrl ?? null
}

/** Starts the embed: remembers the context and, for an inline block, tells the host the height it needs. */
export function startEmbed(context: EmbedContext): () => void {
  $embed.set(context)
  // The first message also tells the host's overlay that the checkout is up (it then drops its own close button).
  tellHost({ type: 'suritickets:size', height: Math.ceil(document.documentElement.scrollHeight) })
  if (context.mode !== 'inline' || typeof ResizeObserver === 'undefined') return () => {}
  let last = 0
  const report = () => {
    const dialog = document.querySelector('dialog[open] .auth-dialog-panel')
    const height = Math.ceil(Math.max(document.documentElement.scrollHeight, dialog ? dialog.scrollHeight + 48 : 0))
    if (height !== last) {
      last = height
      tellHost({ type: 'suritickets:size', height })
    }
  }
  const observer = new ResizeObserver(report)
  observer.observe(document.body)
  const mutations = new MutationObserver(() => {
    const dialog = document.querySelector('dialog[open] .auth-dialog-panel')
    if (dialog) observer.observe(dialog)
    report()
  })
  mutations.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['open'] })
  report()
  return () => {
    observer.disconnect()
    mutations.disconnect()
  }
}
