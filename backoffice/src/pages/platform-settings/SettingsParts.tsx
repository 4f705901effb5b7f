/*
 * What the settings tabs share (each tab is its own chunk, PlatformSettingsPage.tsx): texts and layout only, so a
 * tab downloads the inputs it shows and no other's (`npm run bench:backoffice-js`). Field names are the API's
 * (domain/platform_settings_rules.ts), so its 422 messages land under the right input.
 */
import type { ReactNode } from 'react'
import { Alert, Box, Typography } from '@mui/material'
import { useFormState } from 'react-hook-form'
import { T } from './texts'

export function Intro({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      {children}
    </Typography>
  )
}

export function Heading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, pt: 1 }}>
      {children}
    </Typography>
  )
}

/** The API's message for a field that has no input showing it (an image, or a rule over several fields). */
export function FieldErrors({ sources }: { sources: readonly string[] }) {
  const { errors } = useFormState()
  const messages = sources
    .map((source) => errors[source]?.message)
    .filter((message): message is string => typeof message === 'string' && message !== '')
  return messages.length > 0 ? (
    <Alert severity="error" data-testid="settings-field-errors">
      {messages.map((message) => (
        <div key={message}>{message}</div>
      ))}
    </Alert>
  ) : null
}

export const fieldLabel = (tab: string, field: string) => `${T}.${tab}.${field}`

/** Tabs of single inputs: a readable line length on a wide screen. */
export function Narrow({ children }: { children: ReactNode }) {
  return <Box sx={{ maxWidth: 760, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>{children}</Box>
}
