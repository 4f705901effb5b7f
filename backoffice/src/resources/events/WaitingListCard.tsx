/*
 * The event's 'Wachtlijst' card (docs/buying.md#waiting-list): per ticket type the people waiting and the tickets they
 * want together, and the open offers, from GET /api/events/{id}/waiting-list (the server counts; nothing is summed
 * here). Loaded lazily by EventEdit, only for roles the access table lets list ticket types.
 */
import { useEffect, useState } from 'react'
import { Alert, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import { useTranslate } from 'react-admin'
import { apiJson } from './api'

const w = (name: string) => `resources.events.waiting_list.${name}`

export interface TicketTypeDemand {
  ticketTypeId: number
  name: string
  waiting: number
  wantedSeats: number
  offers: number
  offeredSeats: number
}

export default function WaitingListCard({ eventId }: { eventId: number }) {
  const translate = useTranslate()
  const [rows, setRows] = useState<TicketTypeDemand[] | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    let current = true
    apiJson<{ data: TicketTypeDemand[] }>(`/api/events/${eventId}/waiting-list`)
      .then((answer) => current && setRows(answer.data))
      .catch(() => current && setFailed(true))
    return () => {
      current = false
    }
  }, [eventId])

  const anyone = rows?.some((row) => row.waiting > 0 || row.offers > 0) ?? false
  return (
    <Card data-testid="event-waiting-list">
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate(w('title'))}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(w('help'))}
        </Typography>
        {failed ? <Alert severity="error">{translate('ra.notification.http_error')}</Alert> : null}
        {rows && !anyone ? <Typography data-testid="event-waiting-list-empty">{translate(w('empty'))}</Typography> : null}
        {rows && anyone ? (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate(w('type'))}</TableCell>
                <TableCell align="right">{translate(w('waiting'))}</TableCell>
                <TableCell align="right">{translate(w('wanted'))}</TableCell>
                <TableCell align="right">{translate(w('offers'))}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.ticketTypeId} data-testid="event-waiting-list-row">
                  <TableCell>{row.name}</TableCell>
                  <TableCell align="right">{row.waiting}</TableCell>
                  <TableCell align="right">{row.wantedSeats}</TableCell>
                  <TableCell align="right">{row.offers > 0 ? `${row.offers} (${row.offeredSeats})` : 0}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
      </CardContent>
    </Card>
  )
}
