/* An order's answers to its event's questions on the order page (docs/questions.md): the order's, then per ticket. */
import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material'
import { useTranslate } from 'react-admin'
import { answerText } from '#domain/questions'
import { WithMessages } from '../../i18n/WithMessages'
import type { OrderAnswer } from './api'

const k = (name: string) => `resources.event-questions.answers.${name}`

interface Props {
  answers: OrderAnswer[]
  skipReason: string | null
}

export default function OrderAnswers(props: Props) {
  return (
    <WithMessages folders={['resources/event-questions']}>
      <Answers {...props} />
    </WithMessages>
  )
}

function Answers({ answers, skipReason }: Props) {
  const translate = useTranslate()
  const words = { yes: translate(k('yes')), no: translate(k('no')) }
  const groups = [...new Set(answers.map((answer) => answer.ticketIndex))]
  return (
    <Card variant="outlined" data-testid="order-answers">
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {translate(k('title'))}
        </Typography>
        {skipReason && (
          <Alert severity="info" sx={{ mb: 1 }} data-testid="order-answers-skipped">
            {translate(k('skipped'), { reason: skipReason })}
          </Alert>
        )}
        {answers.length === 0 && !skipReason && <Typography color="text.secondary">{translate(k('none'))}</Typography>}
        <Stack spacing={1.5}>
          {groups.map((group) => (
            <Box key={group ?? 'order'}>
              <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
                {group === null ? translate(k('order')) : translate(k('ticket'), { number: group + 1 })}
              </Typography>
              {answers
                .filter((answer) => answer.ticketIndex === group)
                .map((answer) => (
                  <Box
                    key={`${answer.questionId}-${group ?? ''}`}
                    sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: { sm: 2 }, py: 0.25 }}
                  >
                    <Typography variant="body2" color="text.secondary">
                      {answer.label}
                    </Typography>
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                      {answerText(answer.value, words)}
                    </Typography>
                  </Box>
                ))}
            </Box>
          ))}
        </Stack>
      </CardContent>
    </Card>
  )
}
