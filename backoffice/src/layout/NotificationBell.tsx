/*
 * The agents' bell (SPEC §2, §6: agents only): the unread count, a menu of the newest notifications
 * with an icon per type, title, message and age (SPEC §9, domain/agent_partnerships.ts), read on click, 'Alles
 * gelezen', and SPEC §8's toasts. Light on purpose (it is in every agent page's first load): MUI Badge and Menu
 * (the account menu loads Menu already), no Tooltip; it polls once a minute and when the window gets focus.
 */
import { useCallback, useEffect, useState } from 'react'
import { Badge, Box, Button, Divider, IconButton, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material'
import NotificationsIcon from '@mui/icons-material/Notifications'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import CancelIcon from '@mui/icons-material/Cancel'
import BlockIcon from '@mui/icons-material/Block'
import TuneIcon from '@mui/icons-material/Tune'
import { useNotify, useTranslate } from 'react-admin'
import { notificationAge, notificationParts } from '#domain/agent_partnerships'
import { storedNotificationFormat } from './storedNotificationTexts'
import { apiJson } from '../resources/events/api'

const T = 'app.notifications'
const POLL_MS = 60_000

interface AgentNotification {
  id: number
  type: string
  title: string
  message: string
  isRead: boolean
  createdAt: string
}

const ICONS: Record<string, React.ReactNode> = {
  partnership_approved: <CheckCircleIcon color="success" />,
  partnership_rejected: <CancelIcon color="error" />,
  partnership_terminated: <BlockIcon color="warning" />,
  partnership_permissions_updated: <TuneIcon color="info" />,
}

/**
 * Title and message in the reader's language: the row stores them in Dutch (SPEC §3); a message made from the
 * template is said again from its parts (the organizer's own words stay as written), any other is shown as stored.
 */
function useNotificationText() {
  const translate = useTranslate()
  return (item: AgentNotification) => {
    const key = `${T}.types.${item.type}`
    const parts = notificationParts(storedNotificationFormat(item.type), item.message)
    const message = parts
      ? translate(`${key}.message`, { organizer: parts.organizer, _: item.message }) +
        (parts.note === null ? '' : translate(`${T}.note`, { note: parts.note }))
      : item.message
    return { title: translate(`${key}.title`, { _: item.title }), message }
  }
}

function useAge() {
  const translate = useTranslate()
  return (createdAt: string) => {
    const age = notificationAge(createdAt)
    return age.unit === 'now' ? translate(`${T}.now`) : translate(`${T}.${age.unit}`, { count: age.count })
  }
}

/** Loaded only for those who see it (NotificationBellGate.tsx). */
export default function Bell({ agentId }: { agentId: number }) {
  const translate = useTranslate()
  const notify = useNotify()
  const age = useAge()
  const textOf = useNotificationText()
  const [items, setItems] = useState<AgentNotification[]>([])
  const [unread, setUnread] = useState(0)
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)

  const load = useCallback(async () => {
    try {
      const answer = await apiJson<{ data: AgentNotification[]; unreadCount: number }>(`/api/agent-notifications/${agentId}`)
      setItems(answer.data)
      setUnread(answer.unreadCount)
    } catch {
      // A missed poll is retried at the next one; the bell keeps what it showed.
    }
  }, [agentId])

  useEffect(() => {
    void load()
    const timer = window.setInterval(() => void load(), POLL_MS)
    const onFocus = () => void load()
    window.addEventListener('focus', onFocus)
    return () => {
      window.clearInterval(timer)
      window.removeEventListener('focus', onFocus)
    }
  }, [load])

  const markRead = async (item: AgentNotification) => {
    if (item.isRead) return
    try {
      await apiJson(`/api/agent-notifications/${item.id}/read`, { method: 'PUT' })
      setItems((list) => list.map((entry) => (entry.id === item.id ? { ...entry, isRead: true } : entry)))
      setUnread((count) => Math.max(0, count - 1))
    } catch {
      notify(`${T}.read_failed`, { type: 'error' })
    }
  }

  const markAll = async () => {
    try {
      await apiJson('/api/agent-notifications/mark-all-read', { method: 'POST', body: { agentId } })
      setItems((list) => list.map((entry) => ({ ...entry, isRead: true })))
      setUnread(0)
      notify(`${T}.all_read`, { type: 'success' })
    } catch {
      notify(`${T}.all_failed`, { type: 'error' })
    }
  }

  const label = unread > 0 ? translate(`${T}.bell_unread`, { count: unread }) : translate(`${T}.bell`)
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={label}
        title={label}
        aria-haspopup
        aria-controls={anchor ? 'menu-notifications' : undefined}
        data-testid="notification-bell"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent={unread} color="error" max={99} data-testid="notification-count">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Menu
        id="menu-notifications"
        disableScrollLock
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 360, maxWidth: 'calc(100vw - 16px)', maxHeight: '70vh' } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 0.5 }}>
          <Typography variant="subtitle1" component="h2" sx={{ flex: 1 }}>
            {translate(`${T}.bell`)}
          </Typography>
          <Button size="small" disabled={unread === 0} onClick={() => void markAll()}>
            {translate(`${T}.mark_all`)}
          </Button>
        </Box>
        <Divider />
        {items.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 2 }}>
            {translate(`${T}.empty`)}
          </Typography>
        )}
        {items.map((item) => (
          <MenuItem
            key={item.id}
            onClick={() => void markRead(item)}
            data-testid="notification-item"
            data-read={item.isRead}
            sx={{ alignItems: 'flex-start', whiteSpace: 'normal', gap: 0.5, bgcolor: item.isRead ? undefined : 'action.hover' }}
          >
            <ListItemIcon sx={{ mt: 0.5 }}>{ICONS[item.type] ?? <NotificationsIcon color="action" />}</ListItemIcon>
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
                <Typography variant="body2" sx={{ flex: 1, fontWeight: item.isRead ? 400 : 700 }}>
                  {textOf(item).title}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                  {age(item.createdAt)}
                </Typography>
              </Box>
              <Typography variant="body2" color="text.secondary">
                {textOf(item).message}
              </Typography>
            </Box>
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
