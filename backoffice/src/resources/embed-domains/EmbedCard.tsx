/*
 * 'Op je eigen website' on an event's edit page (docs/embed.md): the ready snippet (the loader plus a button, or an
 * inline block) with copy buttons, and the organizer's websites that may show it (GET|POST|DELETE
 * /api/organizers/{id}/embed-domains). Loaded lazily by EventEdit; the list and its buttons follow the access table.
 */
import { useCallback, useEffect, useState } from 'react'
import { Alert, Box, Button, Card, CardContent, Chip, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material'
import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import { useNotify, useTranslate } from 'react-admin'
import { apiJson, formErrorsOf } from '../events/api'
import { WithMessages } from '../../i18n/WithMessages'
import { storedUser } from '../../auth/browserSession'
import { roleMayAct, signedInTableRole } from '../../auth/resourceAccess'

const k = (name: string) => `resources.embed-domains.${name}`

interface EmbedDomain {
  id: number
  origin: string
}

type Kind = 'button' | 'inline'

/** The snippet for this event: one script tag (our loader) and a button (a link that works without script) or a block. */
export function embedSnippet(origin: string, eventId: number, kind: Kind, label: string): string {
  const script = `<script src="${origin}/embed.js" async></script>`
  const element =
    kind === 'button'
      ? `<a href="${origin}/events/${eventId}" data-suritickets-event="${eventId}">${label}</a>`
      : `<div data-suritickets-event="${eventId}" data-suritickets-inline></div>`
  return `${script}\n${element}`
}

export default function EmbedCard(props: { eventId: number; organizerId: number }) {
  return (
    <WithMessages folders={['resources/embed-domains']}>
      <Embed {...props} />
    </WithMessages>
  )
}

function Embed({ eventId, organizerId }: { eventId: number; organizerId: number }) {
  const translate = useTranslate()
  const notify = useNotify()
  const role = signedInTableRole(storedUser())
  const [kind, setKind] = useState<Kind>('button')
  const [domains, setDomains] = useState<EmbedDomain[] | null>(null)
  const [origin, setOrigin] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const path = `/api/organizers/${organizerId}/embed-domains`
  const snippet = embedSnippet(window.location.origin, eventId, kind, translate(k('button_label')))

  const load = useCallback(async () => {
    try {
      setDomains((await apiJson<{ data: EmbedDomain[] }>(path)).data)
    } catch (caught) {
      setError(formErrorsOf(caught)._[0])
    }
  }, [path])

  useEffect(() => {
    void load()
  }, [load])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet)
      notify(k('copied'), { type: 'success' })
    } catch {
      notify(k('copy_failed'), { type: 'warning' })
    }
  }

  const add = async () => {
    setBusy(true)
    setError(null)
    try {
      await apiJson(path, { method: 'POST', body: { origin } })
      setOrigin('')
      await load()
    } catch (caught) {
      const errors = formErrorsOf(caught)
      setError(errors.origin?.[0] ?? errors._[0])
    } finally {
      setBusy(false)
    }
  }

  const remove = async (id: number) => {
    try {
      await apiJson(`${path}/${id}`, { method: 'DELETE' })
      await load()
    } catch (caught) {
      setError(formErrorsOf(caught)._[0])
    }
  }

  return (
    <Card data-testid="event-embed">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box>
          <Typography variant="h6" component="h2">
            {translate(k('title'))}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(k('intro'))}
          </Typography>
        </Box>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={kind}
          onChange={(_event, value: Kind | null) => value && setKind(value)}
          aria-label={translate(k('kind'))}
        >
          <ToggleButton value="button" data-testid="embed-kind-button">
            {translate(k('kind_button'))}
          </ToggleButton>
          <ToggleButton value="inline" data-testid="embed-kind-inline">
            {translate(k('kind_inline'))}
          </ToggleButton>
        </ToggleButtonGroup>
        <TextField
          label={translate(k('snippet'))}
          value={snippet}
          multiline
          fullWidth
          slotProps={{
            input: { readOnly: true, sx: { fontFamily: 'monospace', fontSize: 13 } },
            htmlInput: { 'data-testid': 'embed-snippet' },
          }}
        />
        <Button
          variant="outlined"
          startIcon={<ContentCopyIcon />}
          onClick={() => void copy()}
          sx={{ justifySelf: 'start' }}
          data-testid="embed-copy"
        >
          {translate(k('copy'))}
        </Button>
        <Box>
          <Typography variant="subtitle1" component="h3">
            {translate(k('domains'))}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate(k('domains_help'))}
          </Typography>
          {domains && domains.length === 0 && <Alert severity="warning">{translate(k('no_domains'))}</Alert>}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }}>
            {domains?.map((domain) => (
              <Chip
                key={domain.id}
                label={domain.origin}
                data-testid="embed-domain"
                onDelete={roleMayAct('embed-domains', 'delete', role) ? () => void remove(domain.id) : undefined}
              />
            ))}
          </Stack>
          {roleMayAct('embed-domains', 'create', role) && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
              <TextField
                size="small"
                label={translate(k('origin'))}
                placeholder="https://www.voorbeeld.sr"
                value={origin}
                onChange={(event) => setOrigin(event.target.value)}
                error={Boolean(error)}
                helperText={error ?? ' '}
                slotProps={{ htmlInput: { 'data-testid': 'embed-origin' } }}
                sx={{ flex: 1 }}
              />
              <Button variant="contained" onClick={() => void add()} disabled={busy || !origin.trim()} data-testid="embed-add">
                {translate(k('add'))}
              </Button>
            </Stack>
          )}
        </Box>
      </CardContent>
    </Card>
  )
}
