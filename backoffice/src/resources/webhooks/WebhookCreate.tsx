import { useState } from 'react'
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material'
import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import { Create, SimpleForm, useRedirect, useTranslate } from 'react-admin'
import { WebhookInputs } from './WebhookInputs'
import { T, type WebhookEndpointRecord } from './types'

/** The secret, shown this once with a copy button; closing goes to the endpoint's page. */
function SecretDialog({ endpoint, onClose }: { endpoint: WebhookEndpointRecord; onClose: () => void }) {
  const translate = useTranslate()
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    await navigator.clipboard.writeText(endpoint.secret ?? '')
    setCopied(true)
  }
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="webhook-secret-title">
      <DialogTitle id="webhook-secret-title">{translate(`${T}.secret_title`)}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate(`${T}.secret_once`)}
        </Alert>
        <TextField
          value={endpoint.secret ?? ''}
          label={translate(`${T}.secret_label`)}
          fullWidth
          slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace' } } }}
          onFocus={(event) => event.target.select()}
        />
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyIcon />} onClick={copy}>
          {translate(copied ? `${T}.copied` : `${T}.copy`)}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {translate(`${T}.secret_done`)}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

export function WebhookCreate() {
  const redirect = useRedirect()
  const [created, setCreated] = useState<WebhookEndpointRecord | null>(null)
  return (
    <>
      <Create<WebhookEndpointRecord> redirect={false} mutationOptions={{ onSuccess: (record) => setCreated(record) }}>
        <SimpleForm defaultValues={{ events: ['order.paid'] }}>
          <WebhookInputs />
        </SimpleForm>
      </Create>
      {created && <SecretDialog endpoint={created} onClose={() => redirect('edit', 'webhooks', created.id)} />}
    </>
  )
}
