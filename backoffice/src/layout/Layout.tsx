/*
 * The page frame: app bar, role menu in react-admin's Sidebar, and the content with an error boundary and a
 * loading fallback, as react-admin's Layout lays them out. Ours because react-admin's Layout imports its own
 * AppBar, Menu and preferences Inspector whether they are used or not (see AppBar.tsx for what that costs).
 */
import { Suspense, useState, type ErrorInfo, type ReactNode } from 'react'
import { Box, Button, useMediaQuery, type Theme } from '@mui/material'
import { ErrorBoundary } from 'react-error-boundary'
import { Error as ErrorView, Loading, Sidebar, useSidebarState, useStoreContext, useTranslate } from 'react-admin'
import { SessionWatcher } from '../auth/SessionWatcher'
import { AppBar } from './AppBar'
import { RoleMenu } from './RoleMenu'

/** Keyboard users jump past the app bar and the menu (react-admin's 'Naar de inhoud' button, without its Tooltip). */
function SkipToContent() {
  const translate = useTranslate()
  return (
    <Button
      variant="contained"
      href="#main-content"
      onClick={(event) => {
        event.preventDefault()
        const main = document.getElementById('main-content')
        main?.setAttribute('tabIndex', '-1')
        main?.focus()
        main?.removeAttribute('tabIndex')
      }}
      sx={{ position: 'fixed', left: 16, top: -80, zIndex: 5000, '&:focus': { top: 16 } }}
    >
      {translate('ra.navigation.skip_nav')}
    </Button>
  )
}

/**
 * Whether the menu is open, read from the store at each render. react-admin's own state lags one render behind when
 * the window narrows to a phone's width (its default turns from open to closed): in that render its phone drawer
 * would open as a modal and close again before its slide began, never finish closing, and leave the whole page
 * aria-hidden behind an invisible modal that keeps the focus (tests/e2e/backoffice-brand.e2e.ts, 'narrowing').
 */
function useMenuOpen(): boolean {
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true })
  // Subscribes to the menu's key: the layout renders again when the menu is opened or closed.
  useSidebarState()
  const { getItem } = useStoreContext()
  return getItem('sidebar.open', !isPhone) as boolean
}

export function Layout({ children }: { children: ReactNode }) {
  const [errorInfo, setErrorInfo] = useState<ErrorInfo>()
  const menuOpen = useMenuOpen()
  return (
    <Box
      className="layout"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        zIndex: 1,
        minHeight: '100vh',
        bgcolor: 'background.default',
        position: 'relative',
        minWidth: 'fit-content',
        width: '100%',
      }}
    >
      <SkipToContent />
      <Box sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, mt: { xs: 7, sm: 6 } }}>
        <AppBar />
        <Box component="main" sx={{ display: 'flex', flexGrow: 1 }}>
          <Sidebar open={menuOpen}>
            <RoleMenu />
          </Sidebar>
          <Box
            id="main-content"
            sx={{ bgcolor: 'background.default', zIndex: 2, display: 'flex', flexDirection: 'column', flexGrow: 1, flexBasis: 0, px: 1 }}
          >
            <SessionWatcher />
            <ErrorBoundary
              onError={(_error, info) => setErrorInfo(info)}
              fallbackRender={({ error, resetErrorBoundary }) => (
                <ErrorView error={error as Error} errorInfo={errorInfo} resetErrorBoundary={resetErrorBoundary} />
              )}
            >
              <Suspense fallback={<Loading />}>{children}</Suspense>
            </ErrorBoundary>
          </Box>
        </Box>
      </Box>
    </Box>
  )
}
