/*
 * The back office's app bar, built from MUI parts rather than react-admin's AppBar: react-admin's sidebar toggle,
 * refresh, theme and user-menu buttons each wrap a MUI Tooltip, which pulls Popper.js (and react-admin's menu items
 * react-hotkeys-hook) into every first load (`npm run bench:backoffice-js`). Each button here is named by its
 * aria-label and title instead, with react-admin's own texts (ra.action.*, ra.auth.user_menu).
 */
import { AppBar as MuiAppBar, Box, Chip, CircularProgress, IconButton, Toolbar, useMediaQuery, type Theme } from '@mui/material'
import MenuIcon from '@mui/icons-material/Menu'
import RefreshIcon from '@mui/icons-material/Refresh'
import { HideOnScroll, TitlePortal, useLoading, useRefresh, useSidebarState, useTranslate } from 'react-admin'
import { useRoleName } from '../auth/useRoleName'
import { useSignedInUser } from '../auth/useSignedInUser'
import { AccountMenu } from './AccountMenu'
import { LanguageMenu } from './LanguageMenu'
import { NotificationBell } from './NotificationBellGate'
import { SiteBrand, WebsiteLink } from './SiteBrand'

/** An icon button whose name a screen reader says and a mouse shows (title): what react-admin's Tooltip gave. */
function BarButton({ label, onClick, children }: { label: string; onClick: () => void; children: React.ReactNode }) {
  return (
    <IconButton color="inherit" aria-label={label} title={label} onClick={onClick}>
      {children}
    </IconButton>
  )
}

function SidebarToggle() {
  const translate = useTranslate()
  const [open, setOpen] = useSidebarState()
  return (
    <Box sx={{ mr: '0.2em' }}>
      <BarButton label={translate(open ? 'ra.action.close_menu' : 'ra.action.open_menu')} onClick={() => setOpen(!open)}>
        <MenuIcon sx={{ transition: 'transform 200ms', transform: open ? 'rotate(180deg)' : 'rotate(0deg)' }} />
      </BarButton>
    </Box>
  )
}

/** 'Vernieuwen' reloads the page's data; while anything loads, a spinner takes its place. */
function RefreshOrLoading() {
  const translate = useTranslate()
  const loading = useLoading()
  const refresh = useRefresh()
  return (
    <Box sx={{ position: 'relative' }}>
      <Box sx={{ opacity: loading ? 0 : 1 }}>
        <BarButton label={translate('ra.action.refresh')} onClick={refresh}>
          <RefreshIcon />
        </BarButton>
      </Box>
      {loading && <CircularProgress color="inherit" size={16} thickness={6} sx={{ position: 'absolute', top: '30%', left: '30%' }} />}
    </Box>
  )
}

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

/**
 * In the brand's green (layout/brandTheme.ts) with the site's logo and name; fits a 390px phone next to the page
 * title: the language button and the website link show only their icons there, the site name only its logo.
 */
export function AppBar() {
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))
  return (
    <HideOnScroll>
      <MuiAppBar color="primary">
        <Toolbar disableGutters variant={isPhone ? 'regular' : 'dense'} sx={{ px: 1, minHeight: { xs: 48 } }}>
          <SidebarToggle />
          <SiteBrand />
          <TitlePortal sx={{ fontSize: { xs: '1.05rem', sm: '1.25rem' }, minWidth: 0 }} />
          <WebsiteLink />
          <LanguageMenu />
          <RefreshOrLoading />
          <NotificationBell />
          <SignedInRole />
          <AccountMenu />
        </Toolbar>
      </MuiAppBar>
    </HideOnScroll>
  )
}
