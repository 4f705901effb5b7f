/*
 * What EarlyFormCapture.astro kept of a form before its island loaded: the values typed, and whether it was
 * submitted. Taken once, by the island as it mounts.
 */

export interface EarlyForm {
  values: Record<string, string>
  submitted: boolean
}

declare global {
  interface Window {
    __earlyForms?: Record<string, EarlyForm | undefined>
  }
}

export function takeEarlyForm(key: string): EarlyForm | null {
  if (typeof window === 'undefined' || !window.__earlyForms) return null
  const early = window.__earlyForms[key] ?? null
  delete window.__earlyForms[key]
  return early
}
