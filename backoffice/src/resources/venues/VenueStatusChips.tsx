/* A venue's approval status, and whether it is inactive or deleted, as the list and the edit page show them. */
import { Chip, Stack } from '@mui/material'
import { useTranslate } from 'react-admin'
import type { ManagedVenue } from './api'

const APPROVAL_COLORS = { pending: 'warning', approved: 'success', rejected: 'error' } as const

export function VenueStatusChips({ venue }: { venue: Pick<ManagedVenue, 'approvalStatus' | 'isActive' | 'deletedAt'> }) {
  const translate = useTranslate()
  const t = (status: string) => translate(`resources.venues.status.${status}`)
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap data-testid="venue-status">
      <Chip size="small" color={APPROVAL_COLORS[venue.approvalStatus]} label={t(venue.approvalStatus)} />
      {!venue.isActive && <Chip size="small" variant="outlined" label={t('inactive')} />}
      {venue.deletedAt && <Chip size="small" color="default" label={t('deleted')} />}
    </Stack>
  )
}
