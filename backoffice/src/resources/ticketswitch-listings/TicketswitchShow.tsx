/*
 * One Ticketswitch listing in full: the event, the ticket and its price against what the seller paid, the
 * seller with where the payout goes, the buyer with the resale order, the payout (fee, amount, from when, paid when
 * and by whom) with "Markeer als uitbetaald", and the listing's history.
 */
import { useState } from 'react'
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import { Link, Show, TopToolbar, useLocaleState, useRecordContext, useRefresh, useTranslate } from 'react-admin'
import { formatDateTime } from '#domain/format'
import type { AdminListingRecord } from '#domain/ticketswitch_admin'
import { AuditHistory } from '../../audit/AuditHistory'
import { Row, Section } from '../../layout/DetailSection'
import { PayoutButton, PayoutChip, StatusChip, T } from './listingParts'
import { useMoney } from '../../inputs/AmountText'

function ListingDetail() {
  const money = useMoney()
  const listing = useRecordContext<AdminListingRecord>()
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const refresh = useRefresh()
  const [version, setVersion] = useState(0)
  if (!listing) return <LinearProgress sx={{ m: 2 }} />
  const field = (name: string) => translate(`${T}.fields.${name}`)
  const date = (value: string | null) => (value ? formatDateTime(value, locale) : '—')
  const text = (value: string | null) => value || '—'
  return (
    <Box sx={{ display: 'grid', gap: 2, p: { xs: 1, sm: 2 } }}>
      <Stack spacing={1}>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }} data-testid="listing-title">
          {listing.eventTitle}
        </Typography>
        <Typography color="text.secondary">
          {listing.ticketTypeName} · {money(listing.listingPrice)}
        </Typography>
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <StatusChip listing={listing} />
          <PayoutChip listing={listing} />
        </Stack>
      </Stack>
      <PayoutButton
        listing={listing}
        onDone={() => {
          refresh()
          setVersion((n) => n + 1)
        }}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
        <Section title={translate(`${T}.detail.payout`)}>
          <Row label={field('listingPrice')}>{money(listing.listingPrice)}</Row>
          <Row label={field('resaleFee')}>{money(listing.resaleFee)}</Row>
          <Row label={field('payoutAmount')}>
            <strong>{money(listing.payoutAmount)}</strong>
          </Row>
          <Row label={field('payoutDetails')}>
            <Box component="span" sx={{ whiteSpace: 'pre-wrap' }} data-testid="listing-payout-details">
              {text(listing.payoutDetails)}
            </Box>
          </Row>
          <Row label={field('payableFrom')}>{date(listing.payableFrom)}</Row>
          <Row label={field('payoutPaidAt')}>{date(listing.payoutPaidAt)}</Row>
          {listing.payoutPaidByName && <Row label={field('payoutPaidBy')}>{listing.payoutPaidByName}</Row>}
        </Section>
        <Section title={translate(`${T}.detail.listing`)}>
          <Row label={field('ticketTypeName')}>{listing.ticketTypeName}</Row>
          <Row label={field('originalPrice')}>{money(listing.originalPrice)}</Row>
          <Row label={field('listedAt')}>{date(listing.listedAt)}</Row>
          <Row label={field('soldAt')}>{date(listing.soldAt)}</Row>
          {listing.withdrawnAt && <Row label={field('withdrawnAt')}>{date(listing.withdrawnAt)}</Row>}
          <Row label={field('ticketId')}>#{listing.ticketId}</Row>
        </Section>
        <Section title={translate(`${T}.detail.seller`)}>
          <Row label={field('name')}>{text(listing.sellerName)}</Row>
          <Row label={field('email')}>{text(listing.sellerEmail)}</Row>
          <Row label={field('phone')}>{text(listing.sellerPhone)}</Row>
        </Section>
        <Section title={translate(`${T}.detail.buyer`)}>
          <Row label={field('name')}>{text(listing.buyerName)}</Row>
          <Row label={field('email')}>{text(listing.buyerEmail)}</Row>
          <Row label={field('phone')}>{text(listing.buyerPhone)}</Row>
          <Row label={field('orderNumber')}>
            <Box component="span" sx={{ fontFamily: 'monospace' }}>
              {text(listing.orderNumber)}
            </Box>
          </Row>
        </Section>
        <Section title={translate(`${T}.detail.event`)}>
          <Row label={field('eventTitle')}>{listing.eventTitle}</Row>
          <Row label={field('organizerName')}>{listing.organizerName}</Row>
          <Row label={field('eventStartDate')}>{date(listing.eventStartDate)}</Row>
          <Row label={field('eventEndDate')}>{date(listing.eventEndDate)}</Row>
        </Section>
      </Box>
      <AuditHistory entityType="ticketswitch_listing" entityId={listing.id} version={version} />
    </Box>
  )
}

function BackToList() {
  const translate = useTranslate()
  return (
    <TopToolbar sx={{ justifyContent: 'flex-start' }}>
      <Button component={Link} to="/ticketswitch-listings" startIcon={<ArrowBackIcon />} size="small">
        {translate('ra.action.back')}
      </Button>
    </TopToolbar>
  )
}

function ListingTitle() {
  const listing = useRecordContext<AdminListingRecord>()
  return <span>{listing?.eventTitle ?? ''}</span>
}

export function TicketswitchShow() {
  return (
    <Show<AdminListingRecord> actions={<BackToList />} title={<ListingTitle />} queryOptions={{ refetchOnWindowFocus: false }}>
      <ListingDetail />
    </Show>
  )
}
