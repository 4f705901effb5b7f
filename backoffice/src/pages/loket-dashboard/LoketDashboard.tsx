/*
 * /loket-dashboard: the door's counter. The sale screen beside the cash shift panel (a sale reloads the
 * shift's totals; a sale refused for want of an open shift says so next to the panel), with links to the seller's
 * sales (each with its receipt) and shifts.
 */
import { useEffect } from 'react'
import { Box, Button, Stack, Typography } from '@mui/material'
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong'
import PointOfSaleIcon from '@mui/icons-material/PointOfSale'
import { Title, useTranslate } from 'react-admin'
import { LoketCounter } from '../../resources/loket-sales/LoketCounter'
import { pageMessageKey } from '../guardedPages'

const T = 'app.pages.loket-dashboard'

export default function LoketDashboard() {
  const translate = useTranslate()
  const title = translate(pageMessageKey('/loket-dashboard', 'title'))
  useEffect(() => {
    document.title = `${title} · ${translate('app.name')}`
  }, [title, translate])
  return (
    <Box sx={{ mt: 2, mb: 4, display: 'grid', gap: 2, maxWidth: 1400 }}>
      <Title title={title} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Box>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <Typography color="text.secondary">{translate(`${T}.intro`)}</Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button startIcon={<ReceiptLongIcon />} href="#/loket-sales" sx={{ minHeight: 48 }}>
            {translate(`${T}.sales`)}
          </Button>
          <Button startIcon={<PointOfSaleIcon />} href="#/loket-shifts" sx={{ minHeight: 48 }}>
            {translate(`${T}.shifts`)}
          </Button>
        </Stack>
      </Stack>
      <LoketCounter />
    </Box>
  )
}
