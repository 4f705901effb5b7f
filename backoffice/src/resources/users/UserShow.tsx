/* One account: who, role and employer, activity, what the admin may do to it, and its history. */
import { useState } from 'react'
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import EditIcon from '@mui/icons-material/Edit'
import { Link, Show, TopToolbar, useLocaleState, useRecordContext, useRefresh, useTranslate } from 'react-admin'
import { formatDateTime } from '#domain/format'
import { AuditHistory } from '../../audit/AuditHistory'
import { Row, Section } from '../../layout/DetailSection'
import { AccountActions } from './AccountActions'
import { UserActivity } from './UserActivity'
import { useAccountPermissions } from './accountPermissions'
import { UserChips, useAdminRoleName } from './UserList'
import type { AdminUserDetail } from './types'

const T = 'resources.users'

function UserDetail() {
  const user = useRecordContext<AdminUserDetail>()
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const roleName = useAdminRoleName()
  const refresh = useRefresh()
  const { me, may } = useAccountPermissions()
  const [version, setVersion] = useState(0)
  // Until getOne answers, react-admin shows the list's row (no counts yet).
  if (!user?.counts) return <LinearProgress sx={{ m: 2 }} />
  const field = (name: string) => translate(`${T}.fields.${name}`)
  const detail = (name: string) => translate(`${T}.detail.${name}`)
  const date = (value: string | null) => (value ? formatDateTime(value, locale) : translate(`${T}.never`))
  const yesNo = (value: boolean) => detail(value ? 'yes' : 'no')
  const own = Number(me?.id) === user.id
  const locked = !own && !may('edit', user)
  const done = () => {
    refresh()
    setVersion((n) => n + 1)
  }
  return (
    <Box sx={{ display: 'grid', gap: 2, p: { xs: 1, sm: 2 } }}>
      <Stack spacing={1}>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }} data-testid="user-name">
          {user.name}
        </Typography>
        <UserChips user={user} />
      </Stack>
      {own && <Alert severity="info">{translate(`${T}.own_account`)}</Alert>}
      {locked && <Alert severity="info">{translate(`${T}.admin_locked`)}</Alert>}
      {user.deactivatedAt && (
        <Alert severity="warning" data-testid="user-deactivated">
          {translate(`${T}.detail.deactivated`, { date: date(user.deactivatedAt), name: user.deactivatedByName ?? '—' })}
        </Alert>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {may('edit', user) && (
          <Button variant="contained" component={Link} to={`/users/${user.id}`} startIcon={<EditIcon />}>
            {translate('ra.action.edit')}
          </Button>
        )}
        <AccountActions user={user} onDone={done} />
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        <Section title={detail('profile')}>
          <Row label={field('email')}>{user.email}</Row>
          <Row label={field('phone')}>{user.phone ?? detail('none')}</Row>
          <Row label={field('organizationName')}>{user.organizationName ?? detail('none')}</Row>
          <Row label={detail('registration')}>{user.registrationMethod === 'whatsapp' ? 'WhatsApp' : 'E-mail'}</Row>
          <Row label={detail('email_verified')}>{yesNo(user.isEmailVerified)}</Row>
          <Row label={detail('phone_verified')}>{yesNo(user.isPhoneVerified)}</Row>
        </Section>
        <Section title={detail('access')}>
          <Row label={field('role')}>{roleName(user.role)}</Row>
          {user.role === 'admin' && <Row label={translate(`${T}.sub_admin`)}>{yesNo(user.isSubAdmin)}</Row>}
          {user.employer && (
            <Row label={detail('employer')}>
              <Link to={`/users/${user.employer.id}/show`}>{user.employer.name}</Link>
            </Row>
          )}
          {user.createdByAdminName && <Row label={detail('created_by_admin')}>{user.createdByAdminName}</Row>}
          <Row label={detail('sessions')}>{user.activeSessions}</Row>
        </Section>
        <Section title={detail('activity')}>
          <Row label={field('createdAt')}>{date(user.createdAt)}</Row>
          <Row label={field('lastSignInAt')}>{date(user.lastSignInAt)}</Row>
          <Row label={detail('orders')}>{user.counts.orders}</Row>
          {user.role === 'organizer' && <Row label={detail('events')}>{user.counts.events}</Row>}
          {user.counts.venues > 0 && <Row label={detail('venues')}>{user.counts.venues}</Row>}
          {user.counts.teamMembers > 0 && <Row label={detail('team')}>{user.counts.teamMembers}</Row>}
        </Section>
      </Box>
      <UserActivity userId={user.id} version={version} />
      <AuditHistory entityType="user" entityId={user.id} version={version} />
    </Box>
  )
}

function BackToList() {
  const translate = useTranslate()
  return (
    <TopToolbar sx={{ justifyContent: 'flex-start' }}>
      <Button component={Link} to="/users" startIcon={<ArrowBackIcon />} size="small">
        {translate('ra.action.back')}
      </Button>
    </TopToolbar>
  )
}

function UserTitle() {
  const user = useRecordContext<AdminUserDetail>()
  return <span>{user?.name ?? ''}</span>
}

export function UserShow() {
  return (
    <Show<AdminUserDetail> actions={<BackToList />} title={<UserTitle />} queryOptions={{ refetchOnWindowFocus: false }}>
      <UserDetail />
    </Show>
  )
}
