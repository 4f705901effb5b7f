/*
 * 'API-sleutels': the organizer's tokens for /api/v1 (docs/integrations.md#tokens). A form (name, scopes, expiry)
 * makes one and shows it once with a copy button; the list shows name, prefix, scopes, last use and expiry, each
 * with 'Intrekken'. The API decides who may (the organizer only) and refuses what is wrong; this page only shows it.
 */
import { useCallback, useEffect, useState } from 'react'
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Chip,
  Divider,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material'
import { HttpError, Title, useLocaleState, useNotify, useTranslate } from 'react-admin'
import { formatDateTime } from '#domain/format'
import { API_SCOPES, API_TOKEN_NAME_MAX_LENGTH, type ApiScope } from '#domain/api_tokens'
import { apiTokens, createApiToken, revokeApiToken, type ApiTokenRow } from './api'

const t = (name: string) => `resources.api-tokens.${name}`

/** The end of the chosen day in Paramaribo (UTC−3, no daylight saving). */
function endOfDay(date: string): string | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T23:59:59-03:00` : null
}

function errorText(caught: unknown): { message: string; fields: Record<string, string> } {
  if (!(caught instanceof HttpError)) return { message: caught instanceof Error ? caught.message : String(caught), fields: {} }
  const body = caught.body as { message?: string; errors?: Record<string, string[]> } | undefined
  const fields: Record<string, string> = {}
  for (const [field, texts] of Object.entries(body?.errors ?? {})) fields[field.split('.')[0]] = texts[0]
  return { message: body?.message ?? caught.message, fields }
}

export function ApiTokensPage() {
  const translate = useTranslate()
  const notify = useNotify()
  const [locale] = useLocaleState()
  const [rows, setRows] = useState<ApiTokenRow[] | null>(null)
  const [name, setName] = useState('')
  const [scopes, setScopes] = useState<ApiScope[]>(['events:read'])
  const [expires, setExpires] = useState('')
  const [busy, setBusy] = useState(false)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const [shown, setShown] = useState<string | null>(null)
  const [copied, setCopied] = useState(false)
  const [revoking, setRevoking] = useState<ApiTokenRow | null>(null)
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'))

  const load = useCallback(() => {
    apiTokens()
      .then(setRows)
      .catch((caught: unknown) => notify(errorText(caught).message, { type: 'error' }))
  }, [notify])
  useEffect(load, [load])

  const toggle = (scope: ApiScope) =>
    setScopes((current) => (current.includes(scope) ? current.filter((one) => one !== scope) : [...current, scope]))

  const submit = async () => {
    setBusy(true)
    setFieldErrors({})
    try {
      const { token } = await createApiToken({ name: name.trim(), scopes, expiresAt: endOfDay(expires) })
      setShown(token)
      setCopied(false)
      setName('')
      setExpires('')
      load()
    } catch (caught) {
      const { message, fields } = errorText(caught)
      setFieldErrors(fields)
      notify(message, { type: 'error' })
    } finally {
      setBusy(false)
    }
  }

  const copy = async () => {
    if (!shown) return
    await navigator.clipboard.writeText(shown)
    setCopied(true)
  }

  const revoke = async () => {
    if (!revoking) return
    try {
      await revokeApiToken(revoking.id)
      notify(translate(t('revoked')), { type: 'success' })
      load()
    } catch (caught) {
      notify(errorText(caught).message, { type: 'error' })
    } finally {
      setRevoking(null)
    }
  }

  const when = (value: string | null, empty: string) => (value ? formatDateTime(value, locale) : translate(t(empty)))

  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2, maxWidth: 1000 }} data-testid="api-tokens-page">
      <Title title={translate(t('title'))} />
      <Typography variant="body1">{translate(t('intro'))}</Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(t('guide'))}
      </Typography>

      <Card>
        <CardContent>
          <Stack spacing={2} component="form" aria-label={translate(t('new'))} onSubmit={(event) => (event.preventDefault(), submit())}>
            <Typography variant="h6" component="h2">
              {translate(t('new'))}
            </Typography>
            <TextField
              label={translate(t('tokenName'))}
              value={name}
              onChange={(event) => setName(event.target.value)}
              slotProps={{ htmlInput: { maxLength: API_TOKEN_NAME_MAX_LENGTH, 'data-testid': 'api-token-name' } }}
              error={Boolean(fieldErrors.name)}
              helperText={fieldErrors.name ?? translate(t('nameHelp'))}
              required
            />
            <FormControl error={Boolean(fieldErrors.scopes)} component="fieldset">
              <FormLabel component="legend">{translate(t('scopes'))}</FormLabel>
              <FormGroup>
                {API_SCOPES.map((scope) => (
                  <FormControlLabel
                    key={scope}
                    control={<Checkbox checked={scopes.includes(scope)} onChange={() => toggle(scope)} />}
                    label={`${translate(t(`scope.${scope}`))} (${scope})`}
                  />
                ))}
              </FormGroup>
              {fieldErrors.scopes ? <Typography color="error">{fieldErrors.scopes}</Typography> : null}
            </FormControl>
            <TextField
              type="date"
              label={translate(t('expiresAt'))}
              value={expires}
              onChange={(event) => setExpires(event.target.value)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'api-token-expires' } }}
              error={Boolean(fieldErrors.expiresAt)}
              helperText={fieldErrors.expiresAt ?? translate(t('expiresHelp'))}
            />
            <Box>
              <Button
                type="submit"
                variant="contained"
                data-testid="api-token-create"
                disabled={busy || !name.trim() || scopes.length === 0}
              >
                {translate(t('create'))}
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>

      <Card>
        <CardContent sx={{ overflowX: 'auto' }}>
          {rows && rows.length === 0 ? <Typography>{translate(t('empty'))}</Typography> : null}
          {rows && rows.length > 0 && narrow ? (
            <Stack divider={<Divider flexItem />} spacing={1.5} aria-label={translate(t('title'))}>
              {rows.map((row) => (
                <Stack key={row.id} spacing={0.5} data-testid="api-token-row">
                  <Typography sx={{ fontWeight: 600 }}>{row.name}</Typography>
                  <Typography variant="body2">
                    {translate(t('column.prefix'))}: <code>{row.prefix}…</code>
                  </Typography>
                  <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    {row.scopes.map((scope) => (
                      <Chip key={scope} size="small" label={scope} />
                    ))}
                  </Stack>
                  <Typography variant="body2">
                    {translate(t('column.lastUsedAt'))}: {when(row.lastUsedAt, 'never')}
                  </Typography>
                  <Typography variant="body2">
                    {translate(t('column.expiresAt'))}: {when(row.expiresAt, 'noExpiry')}
                  </Typography>
                  <Box>
                    <Button color="error" size="small" onClick={() => setRevoking(row)} data-testid="api-token-revoke">
                      {translate(t('revoke'))}
                    </Button>
                  </Box>
                </Stack>
              ))}
            </Stack>
          ) : null}
          {rows && rows.length > 0 && !narrow ? (
            <Table size="small" aria-label={translate(t('title'))}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate(t('column.name'))}</TableCell>
                  <TableCell>{translate(t('column.prefix'))}</TableCell>
                  <TableCell>{translate(t('column.scopes'))}</TableCell>
                  <TableCell>{translate(t('column.lastUsedAt'))}</TableCell>
                  <TableCell>{translate(t('column.expiresAt'))}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.id} data-testid="api-token-row">
                    <TableCell>{row.name}</TableCell>
                    <TableCell>
                      <code>{row.prefix}…</code>
                    </TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                        {row.scopes.map((scope) => (
                          <Chip key={scope} size="small" label={scope} />
                        ))}
                      </Stack>
                    </TableCell>
                    <TableCell>{when(row.lastUsedAt, 'never')}</TableCell>
                    <TableCell>{when(row.expiresAt, 'noExpiry')}</TableCell>
                    <TableCell>
                      <Button color="error" size="small" onClick={() => setRevoking(row)} data-testid="api-token-revoke">
                        {translate(t('revoke'))}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : null}
        </CardContent>
      </Card>

      <Dialog open={shown !== null} onClose={() => setShown(null)} fullWidth maxWidth="sm">
        <DialogTitle>{translate(t('created'))}</DialogTitle>
        <DialogContent>
          <Alert severity="warning" sx={{ mb: 2 }}>
            {translate(t('onceWarning'))}
          </Alert>
          <TextField
            value={shown ?? ''}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'new-api-token', style: { fontFamily: 'monospace' } } }}
            onFocus={(event) => event.target.select()}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={copy} variant="outlined" data-testid="api-token-copy">
            {translate(t(copied ? 'copied' : 'copy'))}
          </Button>
          <Button onClick={() => setShown(null)} variant="contained">
            {translate(t('done'))}
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog open={revoking !== null} onClose={() => setRevoking(null)}>
        <DialogTitle>{translate(t('revokeTitle'), { name: revoking?.name ?? '' })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate(t('revokeText'))}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRevoking(null)}>{translate(t('cancel'))}</Button>
          <Button onClick={revoke} color="error" variant="contained" data-testid="api-token-revoke-confirm">
            {translate(t('revoke'))}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  )
}
