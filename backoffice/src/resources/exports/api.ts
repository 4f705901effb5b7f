/*
 * The exports page's calls: the templates the person may run, their runs, starting one (in the back office's
 * language, which the ready mail uses) and downloading a file (fetched with the bearer token, saved from a blob).
 */
import { downloadFile } from '../../downloadFile'
import { request } from '../../http'
import type { ExportFilters, ExportFilterName, ExportRunFormat, ExportRunView, ExportTemplateKey, FilterRule } from '#domain/exports'

export interface ExportTemplate {
  id: number
  key: ExportTemplateKey
  description: string | null
  fields: { key: string; label: string; type: string }[]
  filters: Partial<Record<ExportFilterName, FilterRule>>
}

export type ExportRunRow = ExportRunView

export async function exportTemplates(): Promise<ExportTemplate[]> {
  return (await request('/api/export-templates')).json.data
}

export async function exportRunList(): Promise<ExportRunRow[]> {
  return (await request('/api/exports')).json.data
}

export async function startExport(
  templateId: number,
  format: ExportRunFormat,
  filters: ExportFilters,
  lang: string
): Promise<ExportRunRow> {
  const response = await request('/api/exports', {
    method: 'POST',
    headers: new Headers({ 'Accept-Language': lang, 'Content-Type': 'application/json' }),
    body: JSON.stringify({ templateId, format, filters }),
  })
  return response.json.data
}

export function downloadExport(run: ExportRunRow): Promise<void> {
  return downloadFile(`/api/exports/${run.id}/download`, run.fileName ?? `export.${run.format}`)
}
