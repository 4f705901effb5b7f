/*
 * The app bar's brand: the site name and logo the storefront's header shows (SPEC §1: from the platform settings,
 * GET /api/platform-settings/public, SPEC §7), and a link to the public site's home. Read once per page load,
 * never from the browser's cache unchecked (the answer says max-age=60), so an admin's change shows at the next load.
 */
import { useEffect, useState } from 'react'
import { Box, Button, IconButton } from '@mui/material'
import PublicIcon from '@mui/icons-material/Public'
import { useTranslate } from 'react-admin'
import { DEFAULT_PLATFORM_SETTINGS } from '#domain/platform_defaults'
import { BRAND } from './brandTheme'

interface SiteIdentity {
  websiteName: string
  logoUrl: string | null
}

const PUBLIC_SETTINGS_PATH = '/api/platform-settings/public'
const FALLBACK: SiteIdentity = { websiteName: DEFAULT_PLATFORM_SETTINGS.websiteName, logoUrl: null }

let identityRequest: Promise<SiteIdentity> | null = null

/** The site's name and logo; the defaults while the API cannot tell (the storefront does the same). */
function loadSiteIdentity(): Promise<SiteIdentity> {
  identityRequest ??= fetch(PUBLIC_SETTINGS_PATH, { cache: 'no-cache', headers: { accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) return FALLBACK
      const { data } = (await response.json()) as { data?: { websiteName?: string | null; logoUrl?: string | null } }
      return { websiteName: data?.websiteName?.trim() || FALLBACK.websiteName, logoUrl: data?.logoUrl?.trim() || null }
    })
    .catch(() => FALLBACK)
  return identityRequest
}

function useSiteIdentity(): SiteIdentity | null {
  const [identity, setIdentity] = useState<SiteIdentity | null>(null)
  useEffect(() => {
    let current = true
    void loadSiteIdentity().then((loaded) => current && setIdentity(loaded))
    return () => {
      current = false
    }
  }, [])
  return identity
}

/** The logo, or the storefront's mark (the name's initial on the brand green) when none is set. */
function SiteMark({ identity }: { identity: SiteIdentity }) {
  if (identity.logoUrl)
    return (
      <Box
        component="img"
        src={identity.logoUrl}
        alt=""
        sx={{ height: 32, width: 'auto', maxWidth: 96, objectFit: 'contain', flex: 'none' }}
      />
    )
  return (
    <Box
      aria-hidden="true"
      sx={{
        display: 'inline-grid',
        placeItems: 'center',
        width: 32,
        height: 32,
        flex: 'none',
        borderRadius: '9px',
        bgcolor: BRAND.greenDark,
        color: BRAND.accent,
        fontWeight: 800,
        fontSize: '1.1rem',
      }}
    >
      {identity.websiteName.charAt(0).toUpperCase()}
    </Box>
  )
}

/** Logo and site name at the start of the app bar; on a phone the logo alone (the name is its text alternative). */
export function SiteBrand() {
  const identity = useSiteIdentity()
  if (!identity) return <Box sx={{ width: 32, mr: 1, flex: 'none' }} />
  return (
    <Box data-testid="site-brand" sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: { xs: 1, sm: 2 }, minWidth: 0, flex: 'none' }}>
      <SiteMark identity={identity} />
      <Box
        component="span"
        data-testid="site-name"
        sx={{
          position: { xs: 'absolute', md: 'static' },
          width: { xs: '1px', md: 'auto' },
          height: { xs: '1px', md: 'auto' },
          overflow: 'hidden',
          clipPath: { xs: 'inset(50%)', md: 'none' },
          whiteSpace: 'nowrap',
          textOverflow: 'ellipsis',
          maxWidth: 220,
          fontWeight: 800,
          fontSize: '1.1rem',
        }}
      >
        {identity.websiteName}
      </Box>
    </Box>
  )
}

/** 'Naar de website': the storefront's home, a full page load. A labelled button, or its icon alone on a phone. */
export function WebsiteLink() {
  const translate = useTranslate()
  const label = translate('app.brand.website')
  return (
    <>
      <Button
        href="/"
        color="inherit"
        startIcon={<PublicIcon />}
        data-testid="website-link"
        sx={{ display: { xs: 'none', md: 'inline-flex' }, whiteSpace: 'nowrap', mx: 0.5 }}
      >
        {label}
      </Button>
      <IconButton
        href="/"
        color="inherit"
        aria-label={label}
        title={label}
        data-testid="website-link-icon"
        sx={{ display: { xs: 'inline-flex', md: 'none' } }}
      >
        <PublicIcon />
      </IconButton>
    </>
  )
}
