/* The seller's own shift as a page of the resource (its 'create' view): the loket dashboard shows the same panel. */
import { Box } from '@mui/material'
import { ShiftPanel } from './ShiftPanel'

export function ShiftPage() {
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <ShiftPanel />
    </Box>
  )
}
