/*
 * 'Exports'. Pick a template the person may run (GET /api/export-templates), its filters and CSV or XLSX, and run
 * it (POST /api/exports): a small run is ready at once, a large one is made in the background and announced by
 * e-mail. Below, the person's runs (an admin's: everyone's) with their status and the download. Which rows a run
 * holds is the server's business: an organizer's team gets its own organizer, an agent itself.
 */
import { useCallback, useEffect, useState } from 'react'
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  FormControl,
  FormControlLabel,
  InputLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Select,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material'
import { HttpError, Title, useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin'
import { formatDateTime } from '#domain/format'
import type { ExportFilterName, ExportFilters, ExportRunFormat } from '#domain/exports'
import { storedUser } from '../../auth/browserSession'
import { signedInTableRole } from '../../auth/resourceAccess'
import { DayField } from '../../inputs/DateFields'
import { downloadExport, exportRunList, exportTemplates, startExport, type ExportRunRow, type ExportTemplate } from './api'

const T = 'resources.exports'

const STATUS_COLORS = { pending: 'default', running: 'info', ready: 'success', failed: 'error' } as const

const FIELD_WIDTH = { width: { xs: '100%', sm: 240 } }
/** On a phone the date and the requester go under the export's name. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } }

const errorText = (error: unknown) => (error instanceof HttpError || error instanceof Error ? error.message : String(error))

export default function ExportsPage() {
  const translate = useTranslate()
  const [templates, setTemplates] = useState<ExportTemplate[] | null>(null)
  const [runs, setRuns] = useState<ExportRunRow[] | null>(null)
  const [failed, setFailed] = useState<string | null>(null)

  const loadRuns = useCallback(() => {
    exportRunList()
      .then(setRuns)
      .catch((error) => setFailed(errorText(error)))
  }, [])
  useEffect(() => {
    exportTemplates()
      .then(setTemplates)
      .catch((error) => setFailed(errorText(error)))
    loadRuns()
  }, [loadRuns])
  useEffect(() => {
    document.title = `${translate(`${T}.title`)} · ${translate('app.name')}`
  }, [translate])

  return (
    <Box sx={{ mt: 2, mb: 4, display: 'grid', gap: 2, maxWidth: 1100, minWidth: 0 }}>
      <Title title={translate(`${T}.title`)} />
      <Box>
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          {translate(`${T}.title`)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.explain`)}
        </Typography>
      </Box>
      {failed && <Alert severity="error">{failed}</Alert>}
      {templates && <NewExport templates={templates} onStarted={loadRuns} />}
      <RunList runs={runs} onReload={loadRuns} />
    </Box>
  )
}

function NewExport({ templates, onStarted }: { templates: ExportTemplate[]; onStarted: () => void }) {
  const translate = useTranslate()
  const notify = useNotify()
  const [locale] = useLocaleState()
  const isPlatform = ['admin', 'sub_admin'].includes(signedInTableRole(storedUser()) ?? '')
  const [templateId, setTemplateId] = useState<number | ''>(templates[0]?.id ?? '')
  const [format, setFormat] = useState<ExportRunFormat>('csv')
  const [filters, setFilters] = useState<ExportFilters>({})
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const template = templates.find((one) => one.id === templateId)
  const takes = (name: ExportFilterName) => template?.filters[name] !== undefined
  // Staff pick among their own organizer's events; the server fills in their organizer or agent itself.
  const dataProvider = useDataProvider()
  const [events, setEvents] = useState<{ id: number; title?: string }[] | null>(null)
  const needsEvents = takes('eventId')
  useEffect(() => {
    // The data provider itself, not react-admin's query hooks: no other page uses those, and pulling them in
    // recut the shared chunks that /platform-settings loads first.
    if (!needsEvents || events) return
    dataProvider
      .getList('events', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'DESC' }, filter: {} })
      .then((result) => setEvents(result.data as { id: number; title?: string }[]))
      .catch((error) => setProblem(errorText(error)))
  }, [needsEvents, events, dataProvider])

  if (templates.length === 0) return <Alert severity="info">{translate(`${T}.none`)}</Alert>

  const set = (name: ExportFilterName, value: string) =>
    setFilters((current) => {
      const next: Record<string, unknown> = { ...current }
      if (value === '') delete next[name]
      else next[name] = name === 'from' || name === 'to' ? value : Number(value)
      return next as ExportFilters
    })

  const run = async () => {
    if (!template) return
    setBusy(true)
    setProblem(null)
    const asked = Object.fromEntries(Object.entries(filters).filter(([name]) => takes(name as ExportFilterName)))
    try {
      const started = await startExport(template.id, format, asked, locale)
      notify(translate(started.status === 'ready' ? `${T}.started.ready` : `${T}.started.background`), { type: 'success' })
      onStarted()
    } catch (error) {
      setProblem(errorText(error))
    } finally {
      setBusy(false)
    }
  }

  const idField = (name: 'organizerId' | 'agentId') =>
    takes(name) && isPlatform ? (
      <TextField
        label={translate(`${T}.filters.${name}`)}
        helperText={translate(`${T}.filters.optional`)}
        value={filters[name] ?? ''}
        onChange={(event) => set(name, event.target.value.replace(/\D/g, ''))}
        slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': `export-filter-${name}` } }}
        size="small"
        sx={FIELD_WIDTH}
      />
    ) : null

  return (
    <Card sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {translate(`${T}.new.title`)}
        </Typography>
        <Stack spacing={2}>
          <FormControl size="small" sx={{ maxWidth: 420 }}>
            <InputLabel id="export-template-label">{translate(`${T}.new.template`)}</InputLabel>
            <Select
              labelId="export-template-label"
              label={translate(`${T}.new.template`)}
              value={templateId}
              onChange={(event) => setTemplateId(Number(event.target.value))}
              data-testid="export-template"
            >
              {templates.map((one) => (
                <MenuItem key={one.id} value={one.id}>
                  {translate(`${T}.templates.${one.key}.name`)}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          {template && (
            <Typography variant="body2" color="text.secondary">
              {translate(`${T}.templates.${template.key}.description`)}
            </Typography>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {takes('from') && (
              <Box sx={FIELD_WIDTH}>
                <DayField
                  label={translate(`${T}.filters.from`)}
                  value={filters.from ?? ''}
                  onChange={(value) => set('from', value ?? '')}
                  size="small"
                />
              </Box>
            )}
            {takes('to') && (
              <Box sx={FIELD_WIDTH}>
                <DayField
                  label={translate(`${T}.filters.to`)}
                  value={filters.to ?? ''}
                  onChange={(value) => set('to', value ?? '')}
                  size="small"
                />
              </Box>
            )}
            {takes('eventId') && (
              <FormControl size="small" sx={{ minWidth: 260 }}>
                <InputLabel id="export-event-label">{translate(`${T}.filters.eventId`)}</InputLabel>
                <Select
                  labelId="export-event-label"
                  label={translate(`${T}.filters.eventId`)}
                  value={filters.eventId ?? ''}
                  onChange={(event) => set('eventId', String(event.target.value))}
                  data-testid="export-event"
                >
                  {(events ?? []).map((event) => (
                    <MenuItem key={event.id} value={event.id}>
                      {String(event.title ?? event.id)}
                    </MenuItem>
                  ))}
                </Select>
              </FormControl>
            )}
            {idField('organizerId')}
            {idField('agentId')}
          </Stack>
          {takes('from') && (
            <Typography variant="caption" color="text.secondary">
              {translate(`${T}.new.periodHint`)}
            </Typography>
          )}
          <RadioGroup row value={format} onChange={(event) => setFormat(event.target.value as ExportRunFormat)}>
            <FormControlLabel value="csv" control={<Radio />} label={translate(`${T}.formats.csv`)} />
            <FormControlLabel value="xlsx" control={<Radio />} label={translate(`${T}.formats.xlsx`)} />
          </RadioGroup>
          {problem && <Alert severity="error">{problem}</Alert>}
          <Box>
            <Button variant="contained" onClick={run} disabled={busy || !template} data-testid="export-run">
              {translate(busy ? `${T}.new.running` : `${T}.new.run`)}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  )
}

function RunList({ runs, onReload }: { runs: ExportRunRow[] | null; onReload: () => void }) {
  const translate = useTranslate()
  const notify = useNotify()
  const [locale] = useLocaleState()
  const isPlatform = ['admin', 'sub_admin'].includes(signedInTableRole(storedUser()) ?? '')
  const showRequester = runs?.some((run) => run.requestedBy.id !== storedUser()?.id) ?? false
  // The ready mail links to #/exports?run=<id>: that run is marked and scrolled into view.
  const [picked] = useState(() => Number(new URLSearchParams(window.location.hash.split('?')[1] ?? '').get('run')) || null)
  useEffect(() => {
    if (picked && runs?.some((run) => run.id === picked))
      document.querySelector(`[data-testid="export-run-${picked}"]`)?.scrollIntoView({ block: 'center' })
  }, [picked, runs])

  const download = (run: ExportRunRow) =>
    downloadExport(run).catch((error) => notify(translate(`${T}.runs.downloadFailed`, { message: errorText(error) }), { type: 'error' }))

  return (
    <Card sx={{ minWidth: 0 }}>
      <CardContent>
        <Stack direction="row" sx={{ mb: 1, alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h6" component="h2">
            {translate(isPlatform ? `${T}.runs.titleAll` : `${T}.runs.title`)}
          </Typography>
          <Button onClick={onReload}>{translate(`${T}.runs.reload`)}</Button>
        </Stack>
        {runs && runs.length === 0 && <Typography color="text.secondary">{translate(`${T}.runs.empty`)}</Typography>}
        {runs && runs.length > 0 && (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" data-testid="export-runs">
              <TableHead>
                <TableRow>
                  <TableCell>{translate(`${T}.runs.template`)}</TableCell>
                  <TableCell sx={WIDE_ONLY}>{translate(`${T}.runs.requested`)}</TableCell>
                  <TableCell sx={WIDE_ONLY}>{translate(`${T}.runs.status`)}</TableCell>
                  <TableCell sx={WIDE_ONLY} align="right">
                    {translate(`${T}.runs.rows`)}
                  </TableCell>
                  {showRequester && <TableCell sx={WIDE_ONLY}>{translate(`${T}.runs.by`)}</TableCell>}
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {runs.map((run) => (
                  <TableRow
                    key={run.id}
                    data-testid={`export-run-${run.id}`}
                    selected={run.id === picked}
                    aria-current={run.id === picked ? 'true' : undefined}
                  >
                    <TableCell>
                      {translate(`${T}.templates.${run.templateKey}.name`)}
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {run.format.toUpperCase()}
                        {describeFilters(run, translate)}
                      </Typography>
                      <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
                        {formatDateTime(run.createdAt, locale)}
                        {showRequester ? ` · ${run.requestedBy.name}` : ''}
                        {run.rowCount !== null ? ` · ${translate(`${T}.runs.rows`)}: ${run.rowCount}` : ''}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>{formatDateTime(run.createdAt, locale)}</TableCell>
                    <TableCell sx={WIDE_ONLY}>
                      <RunStatus run={run} />
                    </TableCell>
                    <TableCell sx={WIDE_ONLY} align="right">
                      {run.rowCount ?? '–'}
                    </TableCell>
                    {showRequester && <TableCell sx={WIDE_ONLY}>{run.requestedBy.name}</TableCell>}
                    <TableCell align="right">
                      <Box sx={{ display: { xs: 'block', sm: 'none' }, mb: 1 }}>
                        <RunStatus run={run} />
                      </Box>
                      {run.status === 'ready' && !run.expired && (
                        <Button size="small" variant="outlined" onClick={() => download(run)} data-testid={`export-download-${run.id}`}>
                          {translate(`${T}.runs.download`)}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </CardContent>
    </Card>
  )
}

function RunStatus({ run }: { run: ExportRunRow }) {
  const translate = useTranslate()
  return (
    <>
      <Chip
        size="small"
        color={run.expired ? 'default' : STATUS_COLORS[run.status]}
        label={translate(run.expired ? `${T}.runs.expired` : `${T}.status.${run.status}`)}
      />
      {run.status === 'failed' && run.error && (
        <Typography variant="caption" color="error" sx={{ display: 'block' }}>
          {run.error}
        </Typography>
      )}
    </>
  )
}

/** ' · 2026-03-01 – 2026-04-30 · evenement 12': what the run was asked for, briefly. */
function describeFilters(run: ExportRunRow, translate: (key: string) => string): string {
  const parts: string[] = []
  const { from, to, eventId, organizerId, agentId } = run.filters
  if (from || to) parts.push(`${from ?? '…'} – ${to ?? '…'}`)
  if (eventId) parts.push(`${translate(`${T}.filters.eventId`)} ${eventId}`)
  if (organizerId) parts.push(`${translate(`${T}.filters.organizerId`)} ${organizerId}`)
  if (agentId) parts.push(`${translate(`${T}.filters.agentId`)} ${agentId}`)
  return parts.map((part) => ` · ${part}`).join('')
}
