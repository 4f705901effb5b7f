import { Avatar, Box } from '@mui/material'

/** The signed-in person's initials; `onAppBar` keeps it visible on the coloured app bar. */
export function InitialsAvatar({ initials, size = 32, onAppBar = false }: { initials?: string; size?: number; onAppBar?: boolean }) {
  return (
    <Avatar
      aria-hidden
      sx={{
        width: size,
        height: size,
        bgcolor: onAppBar ? 'common.white' : 'primary.main',
        color: onAppBar ? 'primary.main' : 'primary.contrastText',
      }}
    >
      {/* Own font size: inside a button's start icon MUI resizes the avatar's text. */}
      <Box component="span" sx={{ fontSize: size * 0.42, fontWeight: 600, lineHeight: 1 }}>
        {initials || '?'}
      </Box>
    </Avatar>
  )
}
