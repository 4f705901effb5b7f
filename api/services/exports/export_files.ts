/*
 * An export's file from its rows. CSV in the Dutch format of the other CSV exports (domain/csv.ts: ';' between
 * cells, decimal comma, UTF-8 byte order mark, formulas neutralised). XLSX through exceljs: a bold header row that
 * stays in view, amounts and counts as numbers with a number format, days and moments as dates (Suriname's wall
 * clock: a spreadsheet has no time zone), each column its width.
 */
import ExcelJS from 'exceljs'
import { CSV_BOM, DUTCH_CSV_FORMAT, csvAmount, csvDateTime, csvFileName, csvLine, type CsvValue } from '#domain/csv'
import { SURINAME_UTC_OFFSET_MINUTES } from '#domain/event_date_filter'
import type { ExportColumn, ExportRunFormat } from '#domain/exports'
import type { ExportRow } from '#services/exports/template_rows'

export const CONTENT_TYPES: Record<ExportRunFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

const NUMBER_FORMATS: Partial<Record<ExportColumn['type'], string>> = {
  integer: '0',
  amount: '#,##0.00',
  date: 'yyyy-mm-dd',
  datetime: 'yyyy-mm-dd hh:mm',
  month: 'yyyy-mm',
}

function csvValue(column: ExportColumn, value: ExportRow[string]): CsvValue {
  if (value === null || value === undefined) return null
  if (column.type === 'amount') return csvAmount(String(value), DUTCH_CSV_FORMAT)
  if (column.type === 'datetime' || column.type === 'date') {
    const moment = csvDateTime(value as Date | string)
    return column.type === 'date' ? moment.slice(0, 10) : moment
  }
  return value instanceof Date ? value.toISOString() : value
}

export function exportCsv(columns: readonly ExportColumn[], rows: readonly ExportRow[]): Buffer {
  const lines = [
    CSV_BOM +
      csvLine(
        columns.map((column) => column.label),
        DUTCH_CSV_FORMAT
      ),
  ]
  for (const row of rows)
    lines.push(
      csvLine(
        columns.map((column) => csvValue(column, row[column.key])),
        DUTCH_CSV_FORMAT
      )
    )
  return Buffer.from(lines.join(''), 'utf8')
}

/** A moment as the wall clock in Suriname shows it, stored as UTC (what a spreadsheet shows). */
const wallClock = (value: Date | string) => new Date(new Date(value).getTime() + SURINAME_UTC_OFFSET_MINUTES * 60_000)

function xlsxValue(column: ExportColumn, value: ExportRow[string]): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return null
  switch (column.type) {
    case 'amount':
    case 'integer':
      return Number(value)
    case 'datetime':
    case 'date':
      return wallClock(value as Date | string)
    case 'month': {
      const [year, month] = String(value).split('-').map(Number)
      return new Date(Date.UTC(year, month - 1, 1))
    }
    default:
      return value instanceof Date ? value.toISOString() : value
  }
}

export async function exportXlsx(sheetName: string, columns: readonly ExportColumn[], rows: readonly ExportRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  workbook.creator = 'Suriname Tickets'
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = columns.map((column) => ({
    header: column.label,
    key: column.key,
    width: column.width,
    style: NUMBER_FORMATS[column.type] ? { numFmt: NUMBER_FORMATS[column.type] } : {},
  }))
  sheet.getRow(1).font = { bold: true }
  for (const row of rows) sheet.addRow(Object.fromEntries(columns.map((column) => [column.key, xlsxValue(column, row[column.key])])))
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

/** The download's name: the template, the period or event, the format. */
export function exportFileName(templateKey: string, parts: (string | number)[], format: ExportRunFormat): string {
  return csvFileName(templateKey.replaceAll('_', '-'), ...parts).replace(/\.csv$/, `.${format}`)
}
