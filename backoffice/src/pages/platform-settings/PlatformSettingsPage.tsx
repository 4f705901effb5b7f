/*
 * /platform-settings (SPEC §6: admins): every setting of SPEC §3 platform_settings in tabs, each saved
 * on its own (PUT /api/platform-settings with that tab's fields) with the API's message under each field it
 * refuses, and the settings' history under each tab. Sub-admins may open the route (their role is admin) but the
 * access table gives them no right to the settings: they get a plain explanation instead. The tab is in the
 * address (?tab=fees), so a link or a reload opens it again.
 */
import { Suspense, lazy, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react'
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Tab, Tabs, Typography } from '@mui/material'
import { Form, Loading, Title, useNotify, useTranslate } from 'react-admin'
import { useFormState } from 'react-hook-form'
import type { SettingsTab } from '#domain/platform_settings_rules'
import { storedUser } from '../../auth/browserSession'
import { roleMayAct, signedInTableRole } from '../../auth/resourceAccess'
import { AuditHistoryWhenVisible } from '../../audit/AuditHistoryWhenVisible'
import { pageMessageKey } from '../guardedPages'
import { loadSettings, messageOf, saveTab, submitWith, type Settings } from './api'
import { T } from './texts'

const EmailTemplatesTab = lazy(() => import('./EmailTemplatesTab'))

const TABS = ['site', 'fees', 'currency', 'reviews', 'whatsapp', 'tags', 'templates'] as const
type PageTab = (typeof TABS)[number]

// Each tab's inputs are a chunk of their own: the first load brings the open tab's inputs only (a select with its
// list helpers, switches and number fields come with the tabs that show them; `npm run bench:backoffice-js`).
const TextTabs = () => import('./TextTabs')
const OptionTabs = () => import('./OptionTabs')
const TAB_CONTENT: Record<SettingsTab, ComponentType> = {
  site: lazy(() => TextTabs().then((module) => ({ default: module.SiteTab }))),
  fees: lazy(() => import('./FeesTab').then((module) => ({ default: module.FeesTab }))),
  currency: lazy(() => OptionTabs().then((module) => ({ default: module.CurrencyTab }))),
  reviews: lazy(() => OptionTabs().then((module) => ({ default: module.ReviewsTab }))),
  whatsapp: lazy(() => OptionTabs().then((module) => ({ default: module.WhatsappTab }))),
  tags: lazy(() => TextTabs().then((module) => ({ default: module.TagsTab }))),
}

/** Suspends until the tab's chunk is in (the page's Suspense shows the spinner meanwhile). */
function TabInputs({ tab }: { tab: SettingsTab }) {
  const Inputs = TAB_CONTENT[tab]
  return <Inputs />
}

/** The settings or a tab's inputs on their way (the app bar's spinner: no progress bar's code on this first load). */
function Waiting() {
  const translate = useTranslate()
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
      <CircularProgress size={28} aria-label={translate('ra.page.loading')} />
    </Box>
  )
}

function tabFromAddress(): PageTab {
  const tab = new URLSearchParams(window.location.search).get('tab')
  return (TABS as readonly string[]).includes(tab ?? '') ? (tab as PageTab) : 'site'
}

export default function PlatformSettingsPage() {
  const translate = useTranslate()
  const title = translate(pageMessageKey('/platform-settings', 'title'))
  useEffect(() => {
    document.title = `${title} · ${translate('app.name')}`
  }, [title, translate])
  const allowed = roleMayAct('platform-settings', 'show', signedInTableRole(storedUser()))
  return (
    // A grid column of minmax(0, 1fr): the scrollable tabs and wide tables scroll inside it instead of widening the
    // layout beyond a phone's screen (react-admin's content column takes its children's min-content width).
    <Box sx={{ mt: 2, mb: 4, maxWidth: 1100, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      {allowed ? (
        <SettingsTabs />
      ) : (
        <Alert severity="warning" data-testid="settings-refused">
          {translate(`${T}.only_full_admins`)}
        </Alert>
      )}
    </Box>
  )
}

type Loaded = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; settings: Settings }

function SettingsTabs() {
  const translate = useTranslate()
  const [tab, setTab] = useState<PageTab>(tabFromAddress)
  const [state, setState] = useState<Loaded>({ status: 'loading' })
  const [version, setVersion] = useState(0)

  const load = useCallback(() => {
    setState({ status: 'loading' })
    loadSettings().then(
      (settings) => setState({ status: 'ready', settings }),
      (error: unknown) => setState({ status: 'failed', message: messageOf(error) })
    )
  }, [])
  useEffect(load, [load])

  const choose = (next: PageTab) => {
    setTab(next)
    const url = new URL(window.location.href)
    url.searchParams.set('tab', next)
    window.history.replaceState(window.history.state, '', url)
  }

  return (
    <Box sx={{ minWidth: 0 }}>
      <Tabs
        value={tab}
        onChange={(_event, next: PageTab) => choose(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={translate(pageMessageKey('/platform-settings', 'title'))}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {TABS.map((name) => (
          <Tab key={name} value={name} label={translate(`${T}.tabs.${name}`)} data-testid={`settings-tab-${name}`} />
        ))}
      </Tabs>
      {tab === 'templates' ? (
        <Suspense fallback={<Loading />}>
          <EmailTemplatesTab />
        </Suspense>
      ) : state.status === 'loading' ? (
        <Waiting />
      ) : state.status === 'failed' ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={load}>
              {translate(`${T}.retry`)}
            </Button>
          }
        >
          {translate(`${T}.load_failed`)} {state.message}
        </Alert>
      ) : (
        // The history takes its place once the tab's inputs are in, so it is only fetched when scrolled near.
        <Suspense fallback={<Waiting />}>
          <SettingsForm
            tab={tab}
            settings={state.settings}
            onSaved={(settings) => {
              setState({ status: 'ready', settings })
              setVersion((n) => n + 1)
            }}
          >
            <TabInputs tab={tab} />
          </SettingsForm>
          <AuditHistoryWhenVisible entityType="platform_settings" version={version} />
        </Suspense>
      )}
    </Box>
  )
}

/** One tab's form: its inputs, and Save sending only its fields; a 422 puts each message under its field. */
function SettingsForm({
  tab,
  settings,
  onSaved,
  children,
}: {
  tab: SettingsTab
  settings: Settings
  onSaved: (settings: Settings) => void
  children: ReactNode
}) {
  const notify = useNotify()
  const submit = submitWith(notify, `${T}.saved`, (values) => saveTab(tab, values), onSaved)
  return (
    <Card variant="outlined">
      <CardContent>
        {/* A new record after each save: the form starts clean from what the server kept. */}
        <Form key={`${tab}-${settings.updatedAt}`} record={settings} onSubmit={submit} noValidate>
          <Stack spacing={1} sx={{ '& .MuiFormControl-root': { maxWidth: '100%' } }} data-testid={`settings-form-${tab}`}>
            {children}
            <SaveButton />
          </Stack>
        </Form>
      </CardContent>
    </Card>
  )
}

function SaveButton() {
  const translate = useTranslate()
  const { isSubmitting, isDirty } = useFormState()
  return (
    <Box sx={{ pt: 1 }}>
      <Button type="submit" variant="contained" disabled={isSubmitting || !isDirty} data-testid="settings-save">
        {translate(`${T}.save`)}
      </Button>
    </Box>
  )
}
