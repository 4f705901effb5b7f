import { createElement, Fragment, type ReactNode } from 'react'
import { Box, ButtonBase, Divider, ListItemIcon, MenuItem, MenuList, Typography, useMediaQuery, useTheme, type Theme } from '@mui/material'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import ViewListIcon from '@mui/icons-material/ViewList'
import { Link, useGetResourceLabel, useLocation, useSidebarState, useStore, useTranslate } from 'react-admin'
import { currentGuardedRoute } from '../auth/pageGuard'
import { useSignedInUser } from '../auth/useSignedInUser'
import { roleMayAct, signedInTableRole } from '../auth/resourceAccess'
import { GUARDED_PAGE_ICONS, guardedPagesFor, pageMessageKey } from '../pages/guardedPages'
import { RESOURCES } from '../resources/registry'
import { BRAND, SIDEBAR_CLOSED_WIDTH, SIDEBAR_WIDTH } from './brandTheme'
import { FOLDED_GROUPS_STORE_KEY, MENU_GROUPS, type MenuGroupKey, type MenuTarget } from './menuGroups'

interface Entry {
  key: string
  active: boolean
  icon: ReactNode
  label: string
  link: { href: string } | { to: string }
}

/**
 * One menu entry, styled like react-admin's (class RaMenuItemLink-active on the current one, in the brand's green).
 * Folded to its icon, the label stays in aria-label and title (react-admin's Tooltip would pull Popper.js into every
 * first load).
 */
function MenuEntry({ active, icon, label, link }: Omit<Entry, 'key'>) {
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
      sx={{
        color: active ? 'primary.dark' : 'text.secondary',
        fontWeight: active ? 600 : undefined,
        borderLeft: '3px solid',
        borderLeftColor: active ? 'primary.main' : 'transparent',
        pl: 1.5,
        '&.Mui-selected, &.Mui-selected:hover': { bgcolor: BRAND.greenSoft },
        '& .MuiListItemIcon-root': { minWidth: 38, color: 'inherit' },
      }}
    >
      <ListItemIcon>{icon}</ListItemIcon>
      <Typography variant="inherit" noWrap>
        {label}
      </Typography>
    </MenuItem>
  )
}

/** A group's heading: folds its entries away or shows them again (kept in react-admin's store). */
function GroupHeading({ label, folded, controls, onToggle }: { label: string; folded: boolean; controls: string; onToggle: () => void }) {
  return (
    <ButtonBase
      onClick={onToggle}
      aria-expanded={!folded}
      aria-controls={folded ? undefined : controls}
      data-testid="menu-group-heading"
      sx={{
        width: '100%',
        justifyContent: 'space-between',
        px: 2,
        pt: 1.5,
        pb: 0.5,
        color: 'text.secondary',
        fontSize: '0.75rem',
        fontWeight: 700,
        letterSpacing: '0.06em',
        textTransform: 'uppercase',
        '&:hover, &.Mui-focusVisible': { color: 'text.primary' },
      }}
    >
      {label}
      <ExpandMoreIcon fontSize="small" sx={{ transition: 'transform 150ms', transform: folded ? 'rotate(-90deg)' : 'none' }} />
    </ButtonBase>
  )
}

/**
 * Exactly the dashboards the signed-in role may open (SPEC §6) and the resources the access table lets it list
 * (what authProvider.canAccess answers, read synchronously), in the groups of menuGroups.ts. A dashboard of another
 * route is its own address (/ticket-validation): a plain link, a page load. Folded to icons, the groups are
 * separated by a line and every entry shows.
 */
export function RoleMenu() {
  const translate = useTranslate()
  const getResourceLabel = useGetResourceLabel()
  const user = useSignedInUser()
  const location = useLocation()
  const theme = useTheme()
  const [open] = useSidebarState()
  const [folded, setFolded] = useStore<MenuGroupKey[]>(FOLDED_GROUPS_STORE_KEY, [])
  const tableRole = signedInTableRole(user)
  const onLanding = location.pathname === '/'
  const pages = new Set(guardedPagesFor(user?.role, tableRole))
  const resources = new Map(RESOURCES.filter((r) => r.list && roleMayAct(r.name, 'list', tableRole)).map((r) => [r.name, r]))

  const entryOf = (target: MenuTarget): Entry | null => {
    if ('page' in target) {
      if (!pages.has(target.page)) return null
      return {
        key: target.page,
        link: { href: target.page },
        active: onLanding && currentGuardedRoute() === target.page,
        icon: GUARDED_PAGE_ICONS[target.page],
        label: translate(pageMessageKey(target.page, 'title')),
      }
    }
    const resource = resources.get(target.resource)
    if (!resource) return null
    const path = `/${resource.name}`
    return {
      key: resource.name,
      link: { to: path },
      active: location.pathname === path || location.pathname.startsWith(`${path}/`),
      icon: createElement(resource.icon ?? ViewListIcon),
      label: getResourceLabel(resource.name, 2),
    }
  }
  const groups = MENU_GROUPS.map((group) => ({
    key: group.key,
    entries: group.entries.map(entryOf).filter((entry): entry is Entry => entry !== null),
  })).filter((group) => group.entries.length > 0)
  const toggle = (key: MenuGroupKey) => setFolded(folded.includes(key) ? folded.filter((k) => k !== key) : [...folded, key])
  const width = open ? (theme.sidebar?.width ?? SIDEBAR_WIDTH) : (theme.sidebar?.closedWidth ?? SIDEBAR_CLOSED_WIDTH)

  return (
    <Box component="nav" data-testid="role-menu" aria-label={translate('app.menu.label')} sx={{ width, transition: 'width 195ms', pb: 2 }}>
      {groups.map((group, index) => {
        const label = translate(`app.menu.groups.${group.key}`)
        const headed = open && group.entries.length > 1
        const isFolded = headed && folded.includes(group.key)
        // A folded group still shows the page one is on.
        const shown = isFolded ? group.entries.filter((entry) => entry.active) : group.entries
        const listId = `menu-group-${group.key}`
        return (
          <Fragment key={group.key}>
            {!open && index > 0 && <Divider sx={{ my: 0.5 }} />}
            {headed && <GroupHeading label={label} folded={isFolded} controls={listId} onToggle={() => toggle(group.key)} />}
            {shown.length > 0 && (
              <MenuList id={listId} aria-label={label} data-group={group.key} sx={{ py: 0 }}>
                {shown.map(({ key, ...entry }) => (
                  <MenuEntry key={key} {...entry} />
                ))}
              </MenuList>
            )}
          </Fragment>
        )
      })}
    </Box>
  )
}
