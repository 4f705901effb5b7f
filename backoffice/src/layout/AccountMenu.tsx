import { forwardRef, useCallback, useMemo, useState, type ReactNode } from 'react'
import {
  Box,
  Button,
  Divider,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material'
import HomeIcon from '@mui/icons-material/Home'
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts'
import { Logout, UserMenuContextProvider, useTranslate, useUserMenu } from 'react-admin'
import { useRoleName } from '../auth/useRoleName'
import { useSignedInUser } from '../auth/useSignedInUser'
import { InitialsAvatar } from './InitialsAvatar'

/** A storefront page: a full page load (it is not part of the back office). */
const SiteLink = forwardRef<HTMLAnchorElement, { href: string; label: string; icon: ReactNode }>(function SiteLink(
  { href, label, icon },
  ref
) {
  const { onClose } = useUserMenu() ?? {}
  return (
    <MenuItem component="a" href={href} ref={ref} onClick={onClose}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  )
})

/**
 * Who is signed in (also on phones, where the app bar shows only the avatar), site links and 'Uitloggen'. The
 * button is named 'Profiel' (ra.auth.user_menu) as react-admin's UserMenu, without its Tooltip (see AppBar.tsx).
 */
export function AccountMenu() {
  const translate = useTranslate()
  const roleName = useRoleName()
  const user = useSignedInUser()
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('sm'))
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const close = useCallback(() => setAnchor(null), [])
  const context = useMemo(() => ({ onClose: close }), [close])
  const label = translate('ra.auth.user_menu')
  const avatar = <InitialsAvatar initials={user?.initials} size={28} onAppBar />
  const buttonProps = {
    'aria-label': label,
    'aria-haspopup': true,
    'aria-controls': anchor ? 'menu-appbar' : undefined,
    color: 'inherit' as const,
    onClick: (event: React.MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  }
  return (
    <div>
      {wide && user?.fullName ? (
        <Button {...buttonProps} startIcon={avatar} sx={{ textTransform: 'none', marginInlineStart: 0.5 }}>
          {user.fullName}
        </Button>
      ) : (
        <IconButton {...buttonProps} title={label}>
          {avatar}
        </IconButton>
      )}
      <UserMenuContextProvider value={context}>
        <Menu
          id="menu-appbar"
          disableScrollLock
          anchorEl={anchor}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          open={!!anchor}
          onClose={close}
        >
          <Box sx={{ px: 2, py: 1, minWidth: 220 }} data-testid="account-menu-who">
            <Typography variant="subtitle2">{user?.fullName}</Typography>
            <Typography variant="body2" color="text.secondary">
              {user?.email}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {roleName(user?.role)}
            </Typography>
          </Box>
          <Divider />
          <SiteLink href="/account-settings" label={translate('app.account.settings')} icon={<ManageAccountsIcon fontSize="small" />} />
          <SiteLink href="/" label={translate('app.account.back_to_site')} icon={<HomeIcon fontSize="small" />} />
          <Divider />
          <Logout />
        </Menu>
      </UserMenuContextProvider>
    </div>
  )
}
