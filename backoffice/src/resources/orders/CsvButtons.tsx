import { useState } from 'react'
import { Button, Stack } from '@mui/material'
import DownloadIcon from '@mui/icons-material/Download'
import { useLocaleState, useNotify, useTranslate } from 'react-admin'
import { downloadCsv, type CsvKind } from './api'

/** The two streamed exports of an event; the orders export takes the list's filter along. */
export function CsvButtons({ eventId, filter }: { eventId: number | null; filter: Record<string, unknown> }) {
  const translate = useTranslate()
  const notify = useNotify()
  const [locale] = useLocaleState()
  const [busy, setBusy] = useState<CsvKind | null>(null)
  const download = async (kind: CsvKind) => {
    if (eventId === null) return
    setBusy(kind)
    try {
      await downloadCsv(eventId, kind, filter, locale)
    } catch (error) {
      notify('resources.orders.csv.failed', { type: 'error', messageArgs: { message: (error as Error).message } })
    } finally {
      setBusy(null)
    }
  }
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {(['attendees', 'orders'] as const).map((kind) => (
        <Button
          key={kind}
          size="small"
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={eventId === null || busy !== null}
          onClick={() => download(kind)}
        >
          {translate(busy === kind ? 'resources.orders.csv.downloading' : `resources.orders.csv.${kind}`)}
        </Button>
      ))}
    </Stack>
  )
}
