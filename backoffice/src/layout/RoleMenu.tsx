import { createElement, type ReactNode } from 'react'
import { ListItemIcon, MenuItem, MenuList, Typography, useMediaQuery, type Theme } from '@mui/material'
import ViewListIcon from '@mui/icons-material/ViewList'
import { Link, useGetResourceLabel, useLocation, useSidebarState, useTranslate } from 'react-admin'
import type { GuardedRoute } from '#domain/access'
import { currentGuardedRoute } from '../auth/pageGuard'
import { useSignedInUser } from '../auth/useSignedInUser'
import { roleMayAct, signedInTableRole } from '../auth/resourceAccess'
import { GUARDED_PAGE_ICONS, guardedPagesFor, pageMessageKey } from '../pages/guardedPages'
import { RESOURCES } from '../resources/registry'

const OPEN_WIDTH = 240
const CLOSED_WIDTH = 55

/**
 * One menu entry, styled like react-admin's (class RaMenuItemLink-active on the current one). Folded to its icon,
 * the label stays in aria-label and title (react-admin's Tooltip would pull Popper.js into every first load).
 */
function MenuEntry({
  active,
  icon,
  label,
  link,
}: {
  active: boolean
  icon: ReactNode
  label: string
  link: { href: string } | { to: string }
}) {
  const [open, setOpen] = useSidebarState()
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'))
  const target =
    'to' in link ? { component: Link, to: link.to, state: { _scrollToTop: true } } : { component: 'a' as const, href: link.href }
  return (
    <MenuItem
      {...target}
      selected={active}
      aria-current={active ? 'page' : undefined}
      aria-label={open ? undefined : label}
      title={open ? undefined : label}
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
}

/**
 * Exactly the dashboards the signed-in role may open (SPEC §6), then the resources the access table lets it list
 * (what authProvider.canAccess answers, read synchronously). A dashboard of another route is its own address
 * (/ticket-validation): a plain link, a page load.
 */
export function RoleMenu() {
  const translate = useTranslate()
  const getResourceLabel = useGetResourceLabel()
  const user = useSignedInUser()
  const location = useLocation()
  const [open] = useSidebarState()
  const tableRole = signedInTableRole(user)
  const onLanding = location.pathname === '/'
  return (
    <MenuList data-testid="role-menu" sx={{ width: open ? OPEN_WIDTH : CLOSED_WIDTH, transition: 'width 195ms' }}>
      {guardedPagesFor(user?.role, tableRole).map((route: GuardedRoute) => (
        <MenuEntry
          key={route}
          link={{ href: route }}
          active={onLanding && currentGuardedRoute() === route}
          icon={GUARDED_PAGE_ICONS[route]}
          label={translate(pageMessageKey(route, 'title'))}
        />
      ))}
      {RESOURCES.filter((resource) => resource.list && roleMayAct(resource.name, 'list', tableRole)).map((resource) => (
        <MenuEntry
          key={resource.name}
          link={{ to: `/${resource.name}` }}
          active={location.pathname === `/${resource.name}` || location.pathname.startsWith(`/${resource.name}/`)}
          icon={createElement(resource.icon ?? ViewListIcon)}
          label={getResourceLabel(resource.name, 2)}
        />
      ))}
    </MenuList>
  )
}
