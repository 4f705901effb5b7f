/* A record's details as label/value rows in outlined cards (an order, an account): one look for every show page. */
import type { ReactNode } from 'react'
import { Card, CardContent, Stack, Typography } from '@mui/material'

export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', py: 0.5 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ textAlign: 'right', wordBreak: 'break-word' }}>
        {children}
      </Typography>
    </Stack>
  )
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h2" gutterBottom sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  )
}

/** A titled block of a record's page (a booking request's contact, ...): the same card as Section. */
export { Section as DetailSection }
