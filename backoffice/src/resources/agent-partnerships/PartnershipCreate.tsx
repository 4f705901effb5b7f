import { useEffect, useState } from 'react'
import { Alert, Box, Chip, Stack, Typography } from '@mui/material'
import {
  Create,
  RadioButtonGroupInput,
  SimpleForm,
  TextInput,
  required,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin'
import type { PartnershipOrganizerChoice } from '#domain/agent_partnerships'
import { formatDate } from '#domain/format'
import { storedUser } from '../../auth/browserSession'
import { apiJson } from '../events/api'
import { T } from './partnership'

type Choice = PartnershipOrganizerChoice & { disabled: boolean }

/** The organizers with upcoming public events, with what an agent weighs (GET /api/agent/{id}/organizers). */
function useOrganizers(): Choice[] | null {
  const [choices, setChoices] = useState<Choice[] | null>(null)
  useEffect(() => {
    const agentId = storedUser()?.agentId
    if (!agentId) return setChoices([])
    apiJson<{ data: PartnershipOrganizerChoice[] }>(`/api/agent/${agentId}/organizers`).then(
      (answer) => setChoices(answer.data.map((organizer) => ({ ...organizer, disabled: organizer.ownStatus !== null }))),
      () => setChoices([])
    )
  }, [])
  return choices
}

/** One organizer in the list: name and town, their next events, whether they work with agents, and ours. */
function OrganizerOption() {
  const organizer = useRecordContext<Choice>()
  const translate = useTranslate()
  const [locale] = useLocaleState()
  if (!organizer) return null
  return (
    <Box sx={{ py: 1, minWidth: 0 }} data-testid="organizer-choice">
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{organizer.name}</Typography>
        {organizer.city && (
          <Typography variant="body2" color="text.secondary" data-testid="organizer-city">
            {organizer.city}
          </Typography>
        )}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ my: 0.5, flexWrap: 'wrap' }}>
        <Chip
          size="small"
          label={translate(`${T}.choice.upcoming`, { smart_count: organizer.upcomingEventCount })}
          data-testid="organizer-upcoming"
        />
        <Chip
          size="small"
          variant="outlined"
          color={organizer.partnerAgentCount > 0 ? 'success' : 'default'}
          label={
            organizer.partnerAgentCount > 0
              ? translate(`${T}.choice.works_with_agents`, { smart_count: organizer.partnerAgentCount })
              : translate(`${T}.choice.no_agents_yet`)
          }
          data-testid="organizer-agents"
        />
        {organizer.ownStatus && <Chip size="small" color="primary" label={translate(`${T}.choice.own.${organizer.ownStatus}`)} />}
      </Stack>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="organizer-next-events">
        {organizer.nextEvents.map((event) => (
          <Typography component="li" variant="body2" key={event.id} sx={{ overflowWrap: 'anywhere' }}>
            {formatDate(event.startDate, locale)} · {event.title}
          </Typography>
        ))}
      </Box>
    </Box>
  )
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
        <Box sx={{ width: '100%', maxWidth: 720 }}>
          {organizers?.length === 0 && <Alert severity="info">{translate(`${T}.no_organizers`)}</Alert>}
          <RadioButtonGroupInput
            source="organizerId"
            choices={organizers ?? []}
            isPending={organizers === null}
            optionText={<OrganizerOption />}
            row={false}
            validate={required()}
            disableValue="disabled"
            sx={{ '& .MuiFormControlLabel-root': { alignItems: 'flex-start', borderBottom: 1, borderColor: 'divider', mr: 0 } }}
          />
          <TextInput source="requestMessage" multiline minRows={3} fullWidth />
          <Alert severity="info">{translate(`${T}.request_hint`)}</Alert>
        </Box>
      </SimpleForm>
    </Create>
  )
}
