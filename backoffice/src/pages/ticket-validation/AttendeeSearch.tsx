/*
 * A guest without their code (a dead phone, a lost print): found by name, e-mail or order number and checked in
 * through the same validation as a scan. Online only: the offline list holds hashes, no names.
 */
import { useState, type FormEvent, type Ref } from 'react'
import { Alert, Box, Button, Card, CardContent, Divider, Stack, TextField, Typography } from '@mui/material'
import { useLocaleState, useTranslate } from 'react-admin'
import { formatDateTime } from '#domain/format'
import type { AttendeeMatch } from '#domain/check_in'
import { searchAttendees } from './api'
import { T } from './texts'

export function AttendeeSearch({
  eventId,
  online,
  onCheckIn,
  inputRef,
}: {
  eventId: number
  online: boolean
  /** A manual check-in of the found ticket (by its id: the search never hands out codes). */
  onCheckIn: (ticketId: number) => void
  /** The search field, for the answer panel's 'Zoek op naam'. */
  inputRef?: Ref<HTMLInputElement>
}) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const [query, setQuery] = useState('')
  const [matches, setMatches] = useState<AttendeeMatch[] | { failed: string } | null>(null)

  const search = (event: FormEvent) => {
    event.preventDefault()
    if (query.trim().length < 2) return
    searchAttendees(eventId, query.trim()).then(setMatches, (error: Error) => setMatches({ failed: error.message }))
  }

  return (
    <Card data-testid="attendee-search-card">
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="h6" component="h2">
          {translate(`${T}.search.title`)}
        </Typography>
        {!online ? (
          <Typography color="text.secondary">{translate(`${T}.search.offline`)}</Typography>
        ) : (
          <Box component="form" onSubmit={search} sx={{ display: 'flex', gap: 1 }}>
            <TextField
              size="small"
              fullWidth
              label={translate(`${T}.search.label`)}
              inputRef={inputRef}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              slotProps={{ htmlInput: { 'data-testid': 'attendee-search' } }}
            />
            <Button type="submit" variant="outlined">
              {translate(`${T}.search.submit`)}
            </Button>
          </Box>
        )}
        {matches && !Array.isArray(matches) && <Alert severity="error">{matches.failed}</Alert>}
        {Array.isArray(matches) && matches.length === 0 && <Typography color="text.secondary">{translate(`${T}.search.none`)}</Typography>}
        {Array.isArray(matches) &&
          matches.map((match) => (
            <Box key={match.ticket.id} data-testid="attendee-match">
              <Divider />
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', pt: 1 }}>
                <Box>
                  <Typography sx={{ fontWeight: 600 }}>{match.ticket.holderName ?? match.ticket.orderNumber}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {[match.ticket.ticketTypeName, match.ticket.orderNumber, `…${match.codeEnd}`].join(' · ')}
                  </Typography>
                  {match.checkIn && (
                    <Typography variant="body2" color="warning.main">
                      {translate(`${T}.search.checked_in`, { time: formatDateTime(match.checkIn.checkedInAt, locale) })}
                    </Typography>
                  )}
                </Box>
                <Button
                  variant="contained"
                  disabled={match.checkIn !== null}
                  onClick={() => {
                    onCheckIn(match.ticket.id)
                    setMatches(null)
                    setQuery('')
                  }}
                >
                  {translate(`${T}.search.check_in`)}
                </Button>
              </Stack>
            </Box>
          ))}
      </CardContent>
    </Card>
  )
}
