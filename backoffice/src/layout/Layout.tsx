import type { ReactNode } from 'react'
import { Box } from '@mui/material'
import {
  AppBar as RaAppBar,
  Layout as RaLayout,
  LoadingIndicator,
  LocalesMenuButton,
  ToggleThemeButton,
} from 'react-admin'

// react-admin's default toolbar, except that on phones the locale button shows only its icon
// (the full language name squeezed the page title out of the app bar at 390px).
function AppBar() {
  return (
    <RaAppBar
      toolbar={
        <>
          <Box component="span" sx={{ '& .MuiButton-root': { fontSize: { xs: 0, sm: '0.875rem' }, minWidth: 0 } }}>
            <LocalesMenuButton />
          </Box>
          <ToggleThemeButton />
          <LoadingIndicator />
        </>
      }
    />
  )
}

export function Layout({ children }: { children: ReactNode }) {
  return <RaLayout appBar={AppBar}>{children}</RaLayout>
}
