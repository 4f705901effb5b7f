/* One account's recent activity (SPEC §3 user_activity_logs) from GET /api/admin/users/{id}/activity: sign-ins, changes, exports. */
import { useEffect, useState } from 'react'
import { Alert, Box, Button, Stack, Typography } from '@mui/material'
import { useLocaleState, useTranslate } from 'react-admin'
import type { ActivityLine } from '#domain/account_activity'
import { formatDateTime } from '#domain/format'
import { Section } from '../../layout/DetailSection'
import { request } from '../../http'

const T = 'resources.users.activity'
const PAGE = 10

export function UserActivity({ userId, version = 0 }: { userId: number; version?: number }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const [lines, setLines] = useState<ActivityLine[] | null>(null)
  const [total, setTotal] = useState(0)
  const [pages, setPages] = useState(1)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    let live = true
    request(`/api/admin/users/${userId}/activity?perPage=${Math.min(PAGE * pages, 50)}`)
      .then(({ json }) => {
        if (!live) return
        setLines(json.data as ActivityLine[])
        setTotal(json.total as number)
        setFailed(false)
      })
      .catch(() => live && setFailed(true))
    return () => {
      live = false
    }
  }, [userId, pages, version])

  const describe = (line: ActivityLine) =>
    [
      translate(`${T}.actions.${line.action}`, { _: line.action }),
      line.method && translate(`${T}.methods.${line.method}`, { _: line.method }),
      line.reason && translate(`${T}.reasons.${line.reason}`, { _: line.reason }),
      line.export && translate(`${T}.exports.${line.export}`, { _: line.export }),
    ]
      .filter(Boolean)
      .join(' · ')
  const device = (line: ActivityLine) => [line.browser, line.system].filter(Boolean).join(' · ') || translate(`${T}.unknown_device`)

  return (
    <Box data-testid="user-activity">
      <Section title={translate(`${T}.title`)}>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {translate(`${T}.intro`)}
        </Typography>
        {failed && <Alert severity="warning">{translate(`${T}.load_failed`)}</Alert>}
        {lines?.length === 0 && <Typography color="text.secondary">{translate(`${T}.empty`)}</Typography>}
        <Stack spacing={1}>
          {lines?.map((line) => (
            <Box
              key={line.id}
              sx={{ borderLeft: 3, borderColor: line.action === 'sign_in_failed' ? 'error.main' : 'divider', pl: 1.5 }}
              data-testid="user-activity-line"
            >
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {describe(line)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {formatDateTime(line.createdAt, locale)} · {device(line)}
                {line.network ? ` · ${translate(`${T}.network`, { network: line.network })}` : ''}
              </Typography>
            </Box>
          ))}
        </Stack>
        {lines && lines.length < total && PAGE * pages < 50 && (
          <Button size="small" sx={{ mt: 1 }} onClick={() => setPages((n) => n + 1)}>
            {translate(`${T}.more`)}
          </Button>
        )}
      </Section>
    </Box>
  )
}
