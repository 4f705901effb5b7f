import { Suspense, useEffect } from 'react'
import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material'
import CategoryIcon from '@mui/icons-material/Category'
import HomeIcon from '@mui/icons-material/Home'
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts'
import { Link, Loading, Title, useTranslate } from 'react-admin'
import { currentGuardedRoute } from '../auth/pageGuard'
import { roleMayAct, signedInTableRole, tableRoleOf } from '../auth/resourceAccess'
import { RESOURCES } from '../resources/registry'
import { useRoleName } from '../auth/useRoleName'
import { useSignedInUser } from '../auth/useSignedInUser'
import { InitialsAvatar } from '../layout/InitialsAvatar'
import { GUARDED_PAGE_ICONS, guardedPagesFor, pageMessageKey } from './guardedPages'
import { PAGES } from './registry'

/** The page of the route the back office was opened on (pages/registry.ts), else the generic landing. */
export function Landing() {
  const route = currentGuardedRoute()
  const Page = route ? PAGES[route] : undefined
  if (!Page) return <GenericLanding />
  return (
    <Suspense fallback={<Loading />}>
      <Page />
    </Suspense>
  )
}

/**
 * The start page of a guarded route without a page of its own, and of /admin/: which page this is, who is signed in
 * with which role, and where that role may go.
 */
function GenericLanding() {
  const translate = useTranslate()
  const roleName = useRoleName()
  const user = useSignedInUser()
  const route = currentGuardedRoute()
  const title = route ? translate(pageMessageKey(route, 'title')) : translate('ra.page.dashboard')

  useEffect(() => {
    document.title = `${title} · ${translate('app.name')}`
  }, [title, translate])

  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2, maxWidth: 960 }}>
      <Title title={title} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom data-testid="landing-title">
            {title}
          </Typography>
          {route && <Typography color="text.secondary">{translate(pageMessageKey(route, 'purpose'))}</Typography>}
          {user && (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 3 }} data-testid="landing-who">
              <InitialsAvatar initials={user.initials} size={48} />
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{translate('app.landing.signed_in_as', { name: user.fullName })}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {user.email}
                </Typography>
                <Chip
                  label={translate('app.landing.role', { role: roleName(user.role) })}
                  size="small"
                  sx={{ mt: 0.5 }}
                  data-testid="landing-role"
                />
              </Box>
            </Stack>
          )}
          <Alert severity="info" sx={{ mt: 3 }}>
            {translate('app.landing.coming')}
          </Alert>
        </CardContent>
      </Card>
      {user && (
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {translate('app.landing.your_pages')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }} data-testid="landing-links">
              {guardedPagesFor(user.role, signedInTableRole(user)).map((page) => (
                <Button
                  key={page}
                  href={page}
                  variant={page === route ? 'contained' : 'outlined'}
                  aria-current={page === route ? 'page' : undefined}
                  startIcon={GUARDED_PAGE_ICONS[page]}
                  sx={{ justifyContent: 'flex-start' }}
                >
                  {translate(pageMessageKey(page, 'title'))}
                </Button>
              ))}
              {RESOURCES.filter((resource) => resource.list && roleMayAct(resource.name, 'list', tableRoleOf(user))).map(
                ({ name, icon: Icon = CategoryIcon }) => (
                  <Button
                    key={name}
                    component={Link}
                    to={`/${name}`}
                    variant="outlined"
                    startIcon={<Icon />}
                    sx={{ justifyContent: 'flex-start' }}
                  >
                    {translate(`resources.${name}.name`, { smart_count: 2 })}
                  </Button>
                )
              )}
              <Button href="/account-settings" startIcon={<ManageAccountsIcon />} sx={{ justifyContent: 'flex-start' }}>
                {translate('app.account.settings')}
              </Button>
              <Button href="/" startIcon={<HomeIcon />} sx={{ justifyContent: 'flex-start' }}>
                {translate('app.account.back_to_site')}
              </Button>
            </Stack>
          </CardContent>
        </Card>
      )}
    </Box>
  )
}
