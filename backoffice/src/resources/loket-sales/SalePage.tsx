/* The sale screen as a page of its own: 'Create' of agent-sales and loket-sales. */
import { Box, Button, Typography } from '@mui/material'
import ListIcon from '@mui/icons-material/List'
import { Title, useTranslate } from 'react-admin'
import type { CounterChannel } from '#domain/counter_sale'
import { storedUser } from '../../auth/browserSession'
import { LoketCounter } from './LoketCounter'
import { SaleScreen } from './SaleScreen'
import { salesResourceOf } from './api'

export function SalePage({ channel }: { channel: CounterChannel }) {
  const translate = useTranslate()
  const user = storedUser()
  const title = translate('resources.loket-sales.screen.title')
  return (
    <Box sx={{ my: 2, display: 'grid', gap: 2, maxWidth: 1200 }}>
      <Title title={title} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Button startIcon={<ListIcon />} href={`#/${salesResourceOf(channel)}`}>
          {translate('resources.loket-sales.screen.mySales')}
        </Button>
      </Box>
      <Typography color="text.secondary">{translate(`resources.${salesResourceOf(channel)}.intro`)}</Typography>
      {channel === 'loket' ? <LoketCounter /> : user && <SaleScreen channel="agent" userId={user.id} />}
    </Box>
  )
}
