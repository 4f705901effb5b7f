import type { ReactNode } from 'react'
import { ListItemIcon, MenuItem, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material'
import { Menu, useLocation, useSidebarState, useTranslate } from 'react-admin'
import type { GuardedRoute } from '../../../domain/access'
import { currentGuardedRoute } from '../auth/pageGuard'
import { useSignedInUser } from '../auth/useSignedInUser'
import { signedInTableRole } from '../auth/resourceAccess'
import { GUARDED_PAGE_ICONS, guardedPagesFor, pageMessageKey } from '../dashboards/guardedPages'

/**
 * A dashboard of another route is its own address (/ticket-validation), so its entry is a plain link
 * (a page load), styled like react-admin's entries.
 */
function GuardedPageItem({ route, icon, label }: { route: GuardedRoute; icon: ReactNode; label: string }) {
  const [open, setOpen] = useSidebarState()
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'))
  const location = useLocation()
  const active = currentGuardedRoute() === route && location.pathname === '/'
  const item = (
    <MenuItem
      component="a"
      href={route}
      selected={active}
      aria-current={active ? 'page' : undefined}
      className={active ? 'RaMenuItemLink-active' : undefined}
      onClick={() => isSmall && setOpen(false)}
      sx={{ color: active ? 'text.primary' : 'text.secondary', '& .MuiListItemIcon-root': { minWidth: 40, color: 'inherit' } }}
    >
      <ListItemIcon>{icon}</ListItemIcon>
      <Typography variant="inherit" noWrap>
        {label}
      </Typography>
    </MenuItem>
  )
  return open ? (
    item
  ) : (
    <Tooltip title={label} placement="right">
      {item}
    </Tooltip>
  )
}

/** Exactly the dashboards the signed-in role may open (SPEC §6), then the resources it may use. */
export function RoleMenu() {
  const translate = useTranslate()
  const user = useSignedInUser()
  return (
    <Menu data-testid="role-menu">
      {guardedPagesFor(user?.role, signedInTableRole(user)).map((route) => (
        <GuardedPageItem key={route} route={route} icon={GUARDED_PAGE_ICONS[route]} label={translate(pageMessageKey(route, 'title'))} />
      ))}
      <Menu.ResourceItems />
    </Menu>
  )
}
