import { useEffect, useState } from 'react'
import { Alert, Box } from '@mui/material'
import { Create, SelectInput, SimpleForm, TextInput, required, useNotify, useRedirect, useTranslate } from 'react-admin'
import type { EventSummary } from '#domain/catalogue_types'
import { apiJson } from '../events/api'
import { T } from './partnership'

interface Choice {
  id: number
  name: string
}

/** The organizers with public events (an agent sells events, so these are the ones worth asking). */
function useOrganizers(): Choice[] | null {
  const [choices, setChoices] = useState<Choice[] | null>(null)
  useEffect(() => {
    apiJson<{ data?: EventSummary[] } | EventSummary[]>('/api/events/public').then(
      (answer) => {
        const events = Array.isArray(answer) ? answer : (answer.data ?? [])
        const byId = new Map(events.map((event) => [event.organizer.id, event.organizer.name]))
        setChoices([...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)))
      },
      () => setChoices([])
    )
  }, [])
  return choices
}

/** The agent's request to an organizer, with a message; the organizer is e-mailed. */
export function PartnershipCreate() {
  const translate = useTranslate()
  const notify = useNotify()
  const redirect = useRedirect()
  const organizers = useOrganizers()
  return (
    <Create
      title={`${T}.request`}
      mutationOptions={{
        onSuccess: () => {
          notify(`${T}.requested`, { type: 'success' })
          redirect('list', 'agent-partnerships')
        },
      }}
    >
      <SimpleForm>
        <Box sx={{ width: '100%', maxWidth: 640 }}>
          {organizers?.length === 0 && <Alert severity="info">{translate(`${T}.no_organizers`)}</Alert>}
          <SelectInput source="organizerId" choices={organizers ?? []} isPending={organizers === null} validate={required()} fullWidth />
          <TextInput source="requestMessage" multiline minRows={3} fullWidth />
          <Alert severity="info">{translate(`${T}.request_hint`)}</Alert>
        </Box>
      </SimpleForm>
    </Create>
  )
}
