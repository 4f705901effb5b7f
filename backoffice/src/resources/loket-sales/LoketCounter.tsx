/*
 * The loket's counter: the cash shift panel beside the sale screen. A sale reloads the shift's running
 * totals; a sale refused for want of an open shift (409) is said next to the panel, where the shift is opened.
 */
import { useCallback, useState } from 'react'
import { Alert, Box, Card, CardContent } from '@mui/material'
import { useTranslate } from 'react-admin'
import type { LoketShiftRecord } from '#domain/loket_shift'
import { storedUser } from '../../auth/browserSession'
import { ShiftPanel } from '../loket-shifts/ShiftPanel'
import { SaleScreen } from './SaleScreen'

export function LoketCounter() {
  const translate = useTranslate()
  const user = storedUser()
  const [salesCount, setSalesCount] = useState(0)
  const [openShift, setOpenShift] = useState<LoketShiftRecord | null>(null)
  const [noShift, setNoShift] = useState<string | null>(null)
  const shiftChanged = useCallback((shift: LoketShiftRecord | null) => {
    setOpenShift(shift)
    if (shift) setNoShift(null)
  }, [])
  if (!user) return null
  const shiftNeeded = noShift !== null && openShift === null
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(360px, 2fr)' }, alignItems: 'start' }}>
      <Card sx={{ order: { xs: openShift ? 0 : 1, lg: 0 } }}>
        <CardContent>
          <SaleScreen
            channel="loket"
            userId={user.id}
            onSold={() => setSalesCount((count) => count + 1)}
            onNoShift={(message) => {
              setNoShift(message)
              document.querySelector('[data-testid="shift-panel"]')?.scrollIntoView({ behavior: 'smooth', block: 'start' })
            }}
          />
        </CardContent>
      </Card>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {shiftNeeded && (
          <Alert severity="warning" data-testid="shift-needed">
            {translate(noShift, { _: noShift })}
          </Alert>
        )}
        <ShiftPanel version={salesCount} onShiftChange={shiftChanged} />
      </Box>
    </Box>
  )
}
