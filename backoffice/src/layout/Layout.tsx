import type { ReactNode } from 'react'
import { Box, Chip } from '@mui/material'
import { AppBar as RaAppBar, Layout as RaLayout, LoadingIndicator, LocalesMenuButton, TitlePortal, ToggleThemeButton } from 'react-admin'
import { SessionWatcher } from '../auth/SessionWatcher'
import { useRoleName } from '../auth/useRoleName'
import { useSignedInUser } from '../auth/useSignedInUser'
import { AccountMenu } from './AccountMenu'
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

// react-admin's default toolbar, except that on phones the locale button shows only its icon
// (the full language name squeezed the page title out of the app bar at 390px).
function AppBar() {
  return (
    <RaAppBar
      userMenu={<AccountMenu />}
      toolbar={
        <>
          <Box component="span" sx={{ '& .MuiButton-root': { fontSize: { xs: 0, sm: '0.875rem' }, minWidth: 0 } }}>
            <LocalesMenuButton />
          </Box>
          <ToggleThemeButton />
          <LoadingIndicator />
          <SignedInRole />
        </>
      }
    >
      <TitlePortal />
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
