/*
 * /test-organizer-totals' one script: searches organizers (GET /api/admin/users, role organizer), reads one
 * organizer's reconciliation (GET /api/admin/organizer-totals/{id}/reconcile) and rebuilds it ('Opnieuw berekenen':
 * POST …/rebuild), drawing the totals, events, days and runs tables with each stored figure beside the direct one.
 * A token the API refuses (401/403) shows the not-found text: the page is for admins only.
 */
import { apiCall } from '../../lib/api/browser'
import { storedToken } from '../../lib/stored_token'

interface Figure {
  name: string
  stored: number | string
  direct: number | string
  equal: boolean
  difference: number | string
}
interface Row {
  stored: boolean
  direct: boolean
  figures: Figure[]
  differences: number
}
interface Reconciliation {
  organizer: { id: number; name: string; organizationName: string | null }
  period: { from: string; to: string }
  totals: Row
  events: (Row & { eventId: number; title: string })[]
  days: (Row & { day: string })[]
  differences: number
  runs: {
    id: number
    jobType: string
    status: string
    startedAt: string | null
    finishedAt: string | null
    recordsProcessed: number
    error: string | null
  }[]
}
interface Organizer {
  id: number
  name: string
  organizationName: string | null
}

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''))

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text = '', className = ''): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  node.textContent = text
  if (className) node.className = className
  return node
}

const signed = (value: number | string) => (String(value).startsWith('-') ? String(value) : `+${value}`)

export function startOrganizerTotals(root: HTMLElement) {
  const texts = JSON.parse(root.dataset.texts ?? '{}') as Record<string, string>
  const token = storedToken()
  const status = root.querySelector<HTMLElement>('[data-status]')!
  const found = root.querySelector<HTMLElement>('[data-found]')!
  const result = root.querySelector<HTMLElement>('[data-result]')!
  const summary = root.querySelector<HTMLElement>('[data-summary]')!
  const rebuild = root.querySelector<HTMLButtonElement>('[data-rebuild]')!
  const table = (name: string) => root.querySelector<HTMLElement>(`[data-table="${name}"]`)!
  let current: number | null = null

  const refused = (code: number) => {
    if (code !== 401 && code !== 403) return false
    root.replaceChildren(element('h1', texts.notFound))
    return true
  }

  /** A figure's cell: the stored value beside the direct one; a difference in red with stored − direct. */
  const cell = (figure: Figure) => {
    const td = element('td', `${figure.stored} / ${figure.direct}`, figure.equal ? 'num' : 'num differs')
    if (!figure.equal) {
      td.textContent += ` (${signed(figure.difference)})`
      td.dataset.testid = 'difference'
      td.title = `${texts.stored} ${figure.stored}, ${texts.direct} ${figure.direct}, ${texts.difference} ${signed(figure.difference)}`
    }
    return td
  }

  const grid = (first: string, rows: { label: string; row: Row }[]) => {
    if (rows.length === 0) return element('p', texts.noRows)
    const tbl = element('table')
    const head = element('tr')
    head.append(element('th', first))
    for (const figure of rows[0].row.figures) head.append(element('th', texts[`f.${figure.name}`] ?? figure.name))
    const body = element('tbody')
    for (const { label, row } of rows) {
      const tr = element('tr')
      const th = element('th', label)
      if (!row.stored) th.append(element('small', ` · ${texts.missingStored}`))
      if (!row.direct) th.append(element('small', ` · ${texts.missingDirect}`))
      if (row.differences > 0 && row.figures.every((figure) => figure.equal)) th.className = 'differs'
      tr.append(th, ...row.figures.map(cell))
      body.append(tr)
    }
    const caption = element('caption', `${texts.stored} / ${texts.direct} (${texts.difference})`)
    tbl.append(caption, element('thead'), body)
    tbl.tHead!.append(head)
    return tbl
  }

  const render = (data: Reconciliation) => {
    result.hidden = false
    status.textContent = ''
    root.querySelector('[data-organizer]')!.textContent =
      data.organizer.organizationName && data.organizer.organizationName !== data.organizer.name
        ? `${data.organizer.organizationName} (${data.organizer.name})`
        : data.organizer.name
    summary.dataset.ok = String(data.differences === 0)
    summary.textContent =
      data.differences === 0
        ? texts.allEqual
        : data.differences === 1
          ? texts.oneDifference
          : fill(texts.differences, { count: data.differences })
    root.querySelector('[data-period]')!.textContent = fill(texts.period, data.period)
    const totals = element('table')
    const head = element('tr')
    for (const name of ['figure', 'stored', 'direct', 'difference']) head.append(element('th', texts[name]))
    totals.append(element('thead'), element('tbody'))
    totals.tHead!.append(head)
    for (const figure of data.totals.figures) {
      const tr = element('tr')
      const differs = figure.equal ? 'num' : 'num differs'
      tr.append(
        element('th', texts[`f.${figure.name}`] ?? figure.name),
        element('td', String(figure.stored), differs),
        element('td', String(figure.direct), 'num'),
        element('td', figure.equal ? '' : signed(figure.difference), differs)
      )
      if (!figure.equal) tr.dataset.testid = 'difference'
      totals.tBodies[0].append(tr)
    }
    table('totals').replaceChildren(totals)
    table('events').replaceChildren(
      grid(
        texts.event,
        data.events.map((row) => ({ label: row.title, row }))
      )
    )
    table('days').replaceChildren(
      grid(
        texts.day,
        data.days.map((row) => ({ label: row.day, row }))
      )
    )
    if (data.runs.length === 0) table('runs').replaceChildren(element('p', texts.noRuns))
    else {
      const runs = element('table')
      const runHead = element('tr')
      for (const name of ['runType', 'runStatus', 'runStarted', 'runFinished', 'runRows', 'runError'])
        runHead.append(element('th', texts[name]))
      runs.append(element('thead'), element('tbody'))
      runs.tHead!.append(runHead)
      for (const run of data.runs) {
        const tr = element('tr')
        const when = (value: string | null) => (value ? new Date(value).toLocaleString(document.documentElement.lang || 'nl') : '—')
        tr.append(
          element('td', run.jobType),
          element('td', run.status, run.status === 'failed' ? 'differs' : ''),
          element('td', when(run.startedAt)),
          element('td', when(run.finishedAt)),
          element('td', String(run.recordsProcessed), 'num'),
          element('td', run.error ?? '')
        )
        runs.tBodies[0].append(tr)
      }
      table('runs').replaceChildren(runs)
    }
  }

  const load = async (organizerId: number, method: 'GET' | 'POST' = 'GET') => {
    current = organizerId
    status.textContent = method === 'POST' ? texts.rebuilding : texts.loading
    rebuild.disabled = true
    const path = `/api/admin/organizer-totals/${organizerId}/${method === 'POST' ? 'rebuild' : 'reconcile'}`
    const answer = await apiCall<{ data: Reconciliation }>(method, path, { token, cache: 'no-store' })
    rebuild.disabled = false
    if (!answer.ok) {
      if (!refused(answer.status)) status.textContent = fill(texts.failed, { message: answer.failure.message })
      return
    }
    render(answer.data.data)
    if (method === 'POST') status.textContent = texts.rebuilt
  }

  root.querySelector<HTMLFormElement>('[data-search]')!.addEventListener('submit', async (event) => {
    event.preventDefault()
    const q = (new FormData(event.currentTarget as HTMLFormElement).get('q') ?? '').toString().trim()
    const filter = encodeURIComponent(JSON.stringify({ role: 'organizer', ...(q ? { q } : {}) }))
    status.textContent = texts.loading
    const answer = await apiCall<{ data: Organizer[] }>('GET', `/api/admin/users?filter=${filter}&perPage=20&sort=createdAt&order=ASC`, {
      token,
    })
    if (!answer.ok) {
      if (!refused(answer.status)) status.textContent = fill(texts.failed, { message: answer.failure.message })
      return
    }
    status.textContent = answer.data.data.length ? texts.pick : texts.noOrganizers
    found.replaceChildren(
      ...answer.data.data.map((organizer) => {
        const item = element('li')
        const button = element(
          'button',
          organizer.organizationName && organizer.organizationName !== organizer.name
            ? `${organizer.organizationName} (${organizer.name})`
            : organizer.organizationName || organizer.name,
          'button button-outline'
        )
        button.type = 'button'
        button.addEventListener('click', () => void load(organizer.id))
        item.append(button)
        return item
      })
    )
  })

  rebuild.addEventListener('click', () => {
    if (current !== null) void load(current, 'POST')
  })
}
