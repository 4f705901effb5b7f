/*
 * One review as the back office shows it (the moderation queue and the respond view): what is reviewed,
 * the stars, who wrote it (verified, anonymous, guest), when, the comment, and the response under it. Texts:
 * resources.review-moderation.card.* (the respond view lists this folder in alsoMessages).
 */
import type { ReactElement, ReactNode } from 'react'
import { Alert, Box, Card, CardContent, Chip, Rating, Stack, Typography } from '@mui/material'
import VerifiedIcon from '@mui/icons-material/Verified'
import { List, useLocaleState, useTranslate, type SortPayload } from 'react-admin'
import { ListError, ListPagination } from '../../list/ListErrorState'
import { formatDateTime } from '#domain/format'
import type { ReviewResponse, ReviewTypeName } from '#domain/reviews'

const T = 'resources.review-moderation.card'

export interface ReviewCardData {
  id: number
  reviewType: ReviewTypeName
  targetName: string
  rating: number
  comment: string | null
  reviewerName: string
  isVerified: boolean
  isAnonymous?: boolean
  isGuest?: boolean
  createdAt: string
  response: ReviewResponse | null
}

export function ReviewCard({
  review,
  chips,
  actions,
  children,
}: {
  review: ReviewCardData
  chips?: ReactNode
  actions?: ReactNode
  children?: ReactNode
}) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  return (
    <Card variant="outlined" data-testid="review-card" data-review-id={review.id}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, '&:last-child': { pb: 2 } }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip size="small" label={translate(`${T}.type.${review.reviewType}`)} />
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {review.targetName}
          </Typography>
          {chips}
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Rating value={review.rating} readOnly size="small" aria-label={translate(`${T}.stars`, { rating: review.rating })} />
          <Typography variant="body2">{review.reviewerName}</Typography>
          {review.isVerified && (
            <Chip size="small" color="success" variant="outlined" icon={<VerifiedIcon />} label={translate(`${T}.verified`)} />
          )}
          {review.isAnonymous && <Chip size="small" variant="outlined" label={translate(`${T}.anonymous`)} />}
          {review.isGuest && <Chip size="small" variant="outlined" label={translate(`${T}.guest`)} />}
          <Typography variant="caption" color="text.secondary">
            {formatDateTime(review.createdAt, locale)}
          </Typography>
        </Stack>
        <Typography
          variant="body1"
          sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          color={review.comment ? 'text.primary' : 'text.secondary'}
        >
          {review.comment ?? translate(`${T}.no_comment`)}
        </Typography>
        {children}
        {review.response && (
          <Box sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 1.5, py: 0.5, bgcolor: 'action.hover' }} data-testid="review-response">
            <Typography variant="caption" color="text.secondary">
              {translate(`${T}.response_by`, { name: review.response.byName, date: formatDateTime(review.response.createdAt, locale) })}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {review.response.text}
            </Typography>
          </Box>
        )}
        {actions && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', pt: 0.5 }}>
            {actions}
          </Stack>
        )}
      </CardContent>
    </Card>
  )
}

/** The cards of a list page, one under the other, with the list's empty text. */
export function ReviewCards<R extends ReviewCardData>({
  rows,
  render,
  empty,
}: {
  rows: R[] | undefined
  render: (row: R) => ReactNode
  empty: string
}) {
  if (!rows || rows.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }} data-testid="reviews-empty">
        {empty}
      </Typography>
    )
  }
  return (
    <Stack spacing={1.5} sx={{ p: { xs: 1, sm: 2 } }}>
      {rows.map(render)}
    </Stack>
  )
}

/** A review list page: react-admin's List with the filters, an explanation on top, and the cards. */
export function ReviewListPage({
  sort,
  filters,
  filterDefaultValues,
  explain,
  children,
}: {
  sort: SortPayload
  filters: ReactElement[]
  filterDefaultValues?: Record<string, unknown>
  explain: string
  children: ReactNode
}) {
  const translate = useTranslate()
  return (
    <List
      sort={sort}
      filterDefaultValues={filterDefaultValues}
      perPage={25}
      filters={filters}
      exporter={false}
      error={<ListError />}
      pagination={<ListPagination />}
      empty={false}
    >
      <Alert severity="info" sx={{ mx: { xs: 1, sm: 2 }, my: 1 }}>
        {translate(explain)}
      </Alert>
      {children}
    </List>
  )
}
