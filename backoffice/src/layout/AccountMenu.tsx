import { forwardRef } from 'react'
import { Box, Divider, ListItemIcon, ListItemText, MenuItem, Typography } from '@mui/material'
import HomeIcon from '@mui/icons-material/Home'
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts'
import { Logout, UserMenu, useTranslate, useUserMenu } from 'react-admin'
import { useRoleName } from '../auth/useRoleName'
import { useSignedInUser } from '../auth/useSignedInUser'
import { InitialsAvatar } from './InitialsAvatar'

/** A storefront page: a full page load (it is not part of the back office). */
const SiteLink = forwardRef<HTMLAnchorElement, { href: string; label: string; icon: React.ReactNode }>(function SiteLink(
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

/** Who is signed in (also on phones, where the app bar shows only the avatar), site links and 'Uitloggen'. */
export function AccountMenu() {
  const translate = useTranslate()
  const roleName = useRoleName()
  const user = useSignedInUser()
  return (
    <UserMenu icon={<InitialsAvatar initials={user?.initials} size={28} onAppBar />}>
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
    </UserMenu>
  )
}
