/*
 * The reviews about the signed-in organizer (its events and itself) or venue operator (its venues), as
 * the public sees them, with one response each: 'Reageren' while the window is open (reviewResponseTimeLimit hours
 * after publication); the response then shows under the review on the public pages. Admins read.
 */
import { useState } from 'react'
import { Button, Chip, Typography } from '@mui/material'
import ReplyIcon from '@mui/icons-material/Reply'
import { SelectInput, useCanAccess, useListContext, useLocaleState, useTranslate } from 'react-admin'
import { formatDateTime } from '#domain/format'
import { REVIEW_LIMITS, REVIEW_TYPES, type RespondableReview } from '#domain/reviews'
import { respond } from './api'
import { ReviewCard, ReviewCards, ReviewListPage } from '../review-moderation/ReviewCard'
import { TextDialog, useReviewAction } from '../review-moderation/ReviewDialogs'

const T = 'resources.review-responses'

function useFilters() {
  return [
    <SelectInput
      key="state"
      source="state"
      alwaysOn
      choices={(['open', 'answered'] as const).map((id) => ({ id, name: `${T}.state.${id}` }))}
    />,
    <SelectInput
      key="reviewType"
      source="reviewType"
      alwaysOn
      choices={REVIEW_TYPES.map((id) => ({ id, name: `resources.review-moderation.card.type.${id}` }))}
    />,
  ]
}

function Window({ review }: { review: RespondableReview }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  if (review.response) return null
  if (review.mayRespond && review.respondUntil) {
    return (
      <Typography variant="caption" color="text.secondary">
        {translate(`${T}.until`, { date: formatDateTime(review.respondUntil, locale) })}
      </Typography>
    )
  }
  return <Chip size="small" variant="outlined" label={translate(`${T}.closed`)} sx={{ alignSelf: 'flex-start' }} />
}

function Cards() {
  const translate = useTranslate()
  const { data } = useListContext<RespondableReview>()
  const { canAccess } = useCanAccess({ resource: 'review-responses', action: 'edit' })
  const { busy, run } = useReviewAction()
  const [answering, setAnswering] = useState<RespondableReview | null>(null)
  return (
    <>
      <ReviewCards<RespondableReview>
        rows={data}
        empty={translate(`${T}.empty`)}
        render={(review) => (
          <ReviewCard
            key={review.id}
            review={review}
            actions={
              canAccess &&
              review.mayRespond && (
                <Button
                  size="small"
                  variant="contained"
                  startIcon={<ReplyIcon />}
                  onClick={() => setAnswering(review)}
                  data-testid="review-respond"
                >
                  {translate(`${T}.respond`)}
                </Button>
              )
            }
          >
            <Window review={review} />
          </ReviewCard>
        )}
      />
      {answering && (
        <TextDialog
          title={translate(`${T}.dialog_title`, { name: answering.reviewerName })}
          text={translate(`${T}.dialog_text`)}
          label={translate(`${T}.response`)}
          confirm={translate(`${T}.send`)}
          maxLength={REVIEW_LIMITS.responseMax}
          busy={busy}
          onClose={() => setAnswering(null)}
          onConfirm={async (text) => {
            if (await run(() => respond(answering.id, text), `${T}.sent`)) setAnswering(null)
          }}
        />
      )}
    </>
  )
}

export function ReviewResponseList() {
  return (
    <ReviewListPage sort={{ field: 'createdAt', order: 'DESC' }} filters={useFilters()} explain={`${T}.explain`}>
      <Cards />
    </ReviewListPage>
  )
}
