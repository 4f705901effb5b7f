/* One titled section of /account-settings, and the outcome line a section shows under its form. */
import type { ReactNode } from 'react'

export type Status = { kind: 'success' | 'error' | 'info'; text: string } | null

export function SettingsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="settings-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  )
}
