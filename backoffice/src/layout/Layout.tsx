import type { ReactNode } from 'react'
import { Box, Chip } from '@mui/material'
import { AppBar as RaAppBar, Layout as RaLayout, LoadingIndicator, TitlePortal, ToggleThemeButton } from 'react-admin'
import { SessionWatcher } from '../auth/SessionWatcher'
import { useRoleName } from '../auth/useRoleName'
import { useSignedInUser } from '../auth/useSignedInUser'
import { AccountMenu } from './AccountMenu'
import { LanguageMenu } from './LanguageMenu'
import { RoleMenu } from './RoleMenu'

/** The role next to the account menu (which shows the name); on phones the menu itself says both. */
function SignedInRole() {
  const user = useSignedInUser()
  const roleName = useRoleName()
  if (!user) return null
  return (
    <Chip
      label={roleName(user.role)}
      size="small"
      variant="outlined"
      data-testid="app-bar-role"
      sx={{ display: { xs: 'none', sm: 'inline-flex' }, ml: 1, color: 'inherit', borderColor: 'currentColor' }}
    />
  )
}

// react-admin's default toolbar, made to fit a 390px phone next to the page title: the language button
// shows only its icon there, and the theme toggle waits for a wider screen.
function AppBar() {
  return (
    <RaAppBar
      userMenu={<AccountMenu />}
      toolbar={
        <>
          <LanguageMenu />
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
            <ToggleThemeButton />
          </Box>
          <LoadingIndicator />
          <SignedInRole />
        </>
      }
    >
      <TitlePortal sx={{ fontSize: { xs: '1.05rem', sm: '1.25rem' } }} />
    </RaAppBar>
  )
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout appBar={AppBar} menu={RoleMenu}>
      <SessionWatcher />
      {children}
    </RaLayout>
  )
}
