import { Button } from '@mui/material'
import { Link, useCanAccess, useTranslate } from 'react-admin'

/** On the event's page: opens 'Bericht aan bezoekers' for this event (for whoever may send). Its label is the menu's name. */
export function MessageAttendeesButton({ eventId }: { eventId: number }) {
  const translate = useTranslate()
  const { canAccess } = useCanAccess({ resource: 'attendee-messages', action: 'create' })
  if (!canAccess) return null
  return (
    <Button
      component={Link}
      to={`/attendee-messages?eventId=${eventId}`}
      size="small"
      variant="outlined"
      data-testid="event-message-attendees"
    >
      {translate('resources.attendee-messages.name', { smart_count: 1 })}
    </Button>
  )
}
