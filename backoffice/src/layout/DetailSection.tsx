import type { ReactNode } from 'react'
import { Card, CardContent, Typography } from '@mui/material'

/** A titled block of a record's page (an order's buyer, a booking request's contact). */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
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
