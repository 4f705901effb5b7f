import { Avatar } from '@mui/material'

export function InitialsAvatar({ initials, size = 32 }: { initials?: string; size?: number }) {
  return (
    <Avatar
      aria-hidden
      sx={{ width: size, height: size, fontSize: size * 0.42, fontWeight: 600, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}
    >
      {initials || '?'}
    </Avatar>
  )
}
