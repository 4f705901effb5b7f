/* One shift's report: numbered and frozen once closed, the running figures while open; printable (80 mm, A4). */
import { Box, LinearProgress } from '@mui/material'
import { Show, useRecordContext } from 'react-admin'
import type { LoketShiftRecord } from '#domain/loket_shift'
import { ShiftReport } from './ShiftReport'

function Report() {
  const shift = useRecordContext<LoketShiftRecord>()
  if (!shift) return <LinearProgress sx={{ m: 2 }} />
  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 } }}>
      <ShiftReport shift={shift} />
    </Box>
  )
}

export function LoketShiftShow() {
  return (
    <Show actions={false}>
      <Report />
    </Show>
  )
}
