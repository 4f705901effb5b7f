/*
 * SPEC §4/§9 toasts: one at a time (a new one replaces the previous), removed after 5000 ms,
 * variants default and destructive. Any island shows one with showToast(); <Toaster> renders it.
 */
import { atom } from 'nanostores'

export const TOAST_REMOVE_MS = 5000

export interface Toast {
  id: number
  title: string
  description?: string
  variant: 'default' | 'destructive'
  /** An optional link under the text (e.g. to /verify-whatsapp). */
  link?: { href: string; label: string }
}

export const $toast = atom<Toast | null>(null)

let nextId = 1
let timer: ReturnType<typeof setTimeout> | undefined

export function showToast(toast: Omit<Toast, 'id' | 'variant'> & { variant?: Toast['variant'] }) {
  const id = nextId++
  $toast.set({ variant: 'default', ...toast, id })
  clearTimeout(timer)
  timer = setTimeout(() => dismissToast(id), TOAST_REMOVE_MS)
}

export function dismissToast(id?: number) {
  const current = $toast.get()
  if (current && (id === undefined || current.id === id)) $toast.set(null)
}
