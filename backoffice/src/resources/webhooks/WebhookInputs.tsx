import { Box } from '@mui/material'
import { BooleanInput, CheckboxGroupInput, TextInput, maxLength, minLength, required, useTranslate } from 'react-admin'
import { WEBHOOK_EVENT_TYPES, WEBHOOK_URL_MAX_LENGTH } from '#domain/webhooks'
import { T } from './types'

/** The one form of an endpoint, for Create and Edit (the API checks the URL's rules: domain/webhooks.ts). */
export function WebhookInputs({ edit = false }: { edit?: boolean }) {
  const translate = useTranslate()
  const choices = WEBHOOK_EVENT_TYPES.map((type) => ({ id: type, name: `${type} · ${translate(`${T}.events.${type}`)}` }))
  return (
    <Box sx={{ width: '100%', maxWidth: 640 }}>
      <TextInput
        source="url"
        type="url"
        validate={[required(), maxLength(WEBHOOK_URL_MAX_LENGTH)]}
        helperText={`${T}.url_hint`}
        fullWidth
      />
      <CheckboxGroupInput source="events" choices={choices} row={false} validate={[required(), minLength(1)]} />
      {edit && <BooleanInput source="isActive" helperText={`${T}.active_hint`} />}
    </Box>
  )
}
