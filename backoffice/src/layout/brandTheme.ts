/*
 * The back office in the storefront's colours and font (storefront/src/styles/global.css :root), over react-admin's
 * light theme: the same green for buttons, links, the app bar and the current menu entry, the same yellow accent,
 * text and page colours, and the system font stack (no web fonts, as on the storefront). Light only.
 */
import { defaultLightTheme, type RaThemeOptions } from 'react-admin'

/** The storefront's --brand, --brand-dark, --brand-soft, --accent, --text, --muted, --bg, --surface, --border. */
export const BRAND = {
  green: '#1b7a43',
  greenDark: '#0f5130',
  greenSoft: '#e7f3ec',
  accent: '#f4c430',
  text: '#17201b',
  muted: '#56625b',
  page: '#f7f8f6',
  surface: '#ffffff',
  border: '#dde3df',
} as const

const FONT_STACK = ['system-ui', '-apple-system', "'Segoe UI'", 'Roboto', "'Helvetica Neue'", 'Arial', 'sans-serif'].join(',')

/** Wide enough for the longest menu label ('Afrekeningen met agents', 'Ticketswitch-aanbiedingen') next to its icon. */
export const SIDEBAR_WIDTH = 280
export const SIDEBAR_CLOSED_WIDTH = 55

export const brandTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    mode: 'light',
    primary: { main: BRAND.green, dark: BRAND.greenDark, light: '#4a9a6b', contrastText: '#ffffff' },
    secondary: { main: BRAND.accent, dark: '#c99a12', light: '#f8d866', contrastText: BRAND.text },
    text: { primary: BRAND.text, secondary: BRAND.muted },
    background: { default: BRAND.page, paper: BRAND.surface },
    divider: BRAND.border,
  },
  typography: {
    ...defaultLightTheme.typography,
    fontFamily: FONT_STACK,
  },
  shape: { borderRadius: 8 },
  sidebar: { width: SIDEBAR_WIDTH, closedWidth: SIDEBAR_CLOSED_WIDTH },
  components: {
    ...defaultLightTheme.components,
    MuiAppBar: { defaultProps: { color: 'primary', elevation: 1 } },
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
    MuiLink: { defaultProps: { color: 'primary' } },
    MuiPaper: { styleOverrides: { outlined: { borderColor: BRAND.border } } },
  },
}
