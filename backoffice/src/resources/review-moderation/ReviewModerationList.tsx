/*
 * The admin's moderation queue. Reviews auto-moderation held back (a link, a blocked word, a rating
 * under the minimum, or auto-moderation off) wait here, oldest first; approve publishes one, reject or hide needs a
 * reason (audited). Other statuses are one filter away.
 */
import { useState } from 'react'
import { Button, Chip, Typography } from '@mui/material'
import CheckIcon from '@mui/icons-material/Check'
import BlockIcon from '@mui/icons-material/Block'
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff'
import { SearchInput, SelectInput, required, useListContext, useLocaleState, useTranslate } from 'react-admin'
import { formatDateTime } from '#domain/format'
import { MODERATION_FROM, MODERATION_STATUSES, REVIEW_TYPES, type ModeratedReview, type ModerationAction } from '#domain/reviews'
import { decide } from './api'
import { ReviewCard, ReviewCards, ReviewListPage } from './ReviewCard'
import { TextDialog, useReviewAction } from './ReviewDialogs'

const T = 'resources.review-moderation'
const STATUS_COLOR = { pending: 'warning', approved: 'success', rejected: 'error', hidden: 'default' } as const
const ICONS = { approve: <CheckIcon />, reject: <BlockIcon />, hide: <VisibilityOffIcon /> }

function useFilters() {
  const translate = useTranslate()
  return [
    <SelectInput
      key="reviewStatus"
      source="reviewStatus"
      alwaysOn
      validate={required()}
      choices={MODERATION_STATUSES.map((id) => ({ id, name: `${T}.status.${id}` }))}
    />,
    <SelectInput
      key="reviewType"
      source="reviewType"
      alwaysOn
      choices={REVIEW_TYPES.map((id) => ({ id, name: `${T}.card.type.${id}` }))}
    />,
    <SearchInput key="q" source="q" alwaysOn placeholder={translate(`${T}.search_hint`)} />,
  ]
}

function Cards() {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const { data, filterValues } = useListContext<ModeratedReview>()
  const { busy, run } = useReviewAction()
  const [asking, setAsking] = useState<{ review: ModeratedReview; action: 'reject' | 'hide' } | null>(null)
  const act = (review: ModeratedReview, action: ModerationAction, reason?: string) =>
    run(() => decide(review.id, action, reason), `${T}.done.${action}`)
  const empty = translate(filterValues.reviewStatus && filterValues.reviewStatus !== 'pending' ? `${T}.empty_other` : `${T}.empty`)
  return (
    <>
      <ReviewCards<ModeratedReview>
        rows={data}
        empty={empty}
        render={(review) => (
          <ReviewCard
            key={review.id}
            review={review}
            chips={<Chip size="small" color={STATUS_COLOR[review.reviewStatus]} label={translate(`${T}.status.${review.reviewStatus}`)} />}
            actions={(['approve', 'reject', 'hide'] as const)
              .filter((action) => MODERATION_FROM[action].includes(review.reviewStatus))
              .map((action) => (
                <Button
                  key={action}
                  size="small"
                  variant={action === 'approve' ? 'contained' : 'outlined'}
                  color={action === 'approve' ? 'success' : action === 'reject' ? 'error' : 'inherit'}
                  startIcon={ICONS[action]}
                  disabled={busy}
                  onClick={() => (action === 'approve' ? void act(review, action) : setAsking({ review, action }))}
                  data-testid={`review-${action}`}
                >
                  {translate(`${T}.action.${action}`)}
                </Button>
              ))}
          >
            <Typography variant="caption" color="text.secondary" component="div">
              {review.reviewerEmail && <span>{translate(`${T}.reviewer_contact`, { email: review.reviewerEmail })} · </span>}
              {review.heldFor && <strong>{translate(`${T}.held.${review.heldFor}`)}</strong>}
              {review.moderationReason && (
                <span>
                  {' '}
                  {translate(`${T}.reason_was`, { reason: review.moderationReason })}
                  {review.moderatedAt ? ` (${formatDateTime(review.moderatedAt, locale)})` : ''}
                </span>
              )}
            </Typography>
          </ReviewCard>
        )}
      />
      {asking && (
        <TextDialog
          title={translate(`${T}.dialog.${asking.action}_title`)}
          text={translate(`${T}.dialog.${asking.action}_text`)}
          label={translate(`${T}.dialog.reason`)}
          confirm={translate(`${T}.action.${asking.action}`)}
          maxLength={500}
          busy={busy}
          onClose={() => setAsking(null)}
          onConfirm={async (reason) => {
            if (await act(asking.review, asking.action, reason)) setAsking(null)
          }}
        />
      )}
    </>
  )
}

export function ReviewModerationList() {
  return (
    <ReviewListPage
      sort={{ field: 'createdAt', order: 'ASC' }}
      filterDefaultValues={{ reviewStatus: 'pending' }}
      filters={useFilters()}
      explain={`${T}.explain`}
    >
      <Cards />
    </ReviewListPage>
  )
}
