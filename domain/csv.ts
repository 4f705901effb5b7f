/*
 * CSV as spreadsheets open it (RFC 4180): comma-separated, CRLF line ends, a cell quoted when it holds the
 * separator, a quote or a line break (quotes doubled). A spreadsheet set to Dutch reads ';' between cells and a
 * decimal comma ('12,50'), so the Dutch format writes those (csvFormatFor). A text cell that starts with = + - @ (or a tab or carriage return)
 * is what Excel and LibreOffice run as a formula: it gets a leading apostrophe, so a buyer named
 * '=HYPERLINK(...)' stays text (OWASP "CSV injection"). The same holds for the look-alikes a spreadsheet folds into
 * them (full-width ＝ ＋ － ＠, the small forms ﹦ ﹢ ﹣ ﹫, the minus sign −) and for any of these after leading
 * white space (spaces, no-break and ideographic spaces, line breaks), which spreadsheets skip. A plain number such as
 * a phone number '+5978123456' or '-12.50' computes nothing and is left as it is. Pure and shared.
 */

import { DISPLAY_TIME_ZONE } from './format.js'

/** The byte order mark Excel needs to read UTF-8 (without it, 'Zoë' shows as 'ZoÃ«'). */
export const CSV_BOM = '\uFEFF'

const FORMULA_START = /^[\t\r]|^[\s\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B\u2212]/u
const PLAIN_NUMBER = /^[+-]?\d+([.,]\d+)?$/

/** A cell's value; a yes or no is written as the caller's word for it. */
export type CsvValue = string | number | null | undefined

/** Between cells, and in an amount: ',' and '.' (the default), or ';' and ',' for a spreadsheet in Dutch. */
export interface CsvFormat {
  separator: ',' | ';'
  decimal: '.' | ','
}

export const CSV_FORMAT: CsvFormat = { separator: ',', decimal: '.' }
export const DUTCH_CSV_FORMAT: CsvFormat = { separator: ';', decimal: ',' }

/** The format a reader's spreadsheet expects: Dutch for a back office in Dutch, else the international one. */
export function csvFormatFor(lang: string): CsvFormat {
  return lang === 'nl' ? DUTCH_CSV_FORMAT : CSV_FORMAT
}

/** An exact amount ('1250.50', as the database holds it) with the format's decimal mark: '1250,50' in Dutch. */
export function csvAmount(value: string | null | undefined, format: CsvFormat = CSV_FORMAT): string {
  if (value === null || value === undefined) return ''
  return format.decimal === '.' ? value : value.replace('.', format.decimal)
}

/** One cell: text neutralised against formulas, then quoted where needed. */
export function csvCell(value: CsvValue, format: CsvFormat = CSV_FORMAT): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  const text = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value
  const needsQuotes = text.includes('"') || text.includes('\r') || text.includes('\n') || text.includes(format.separator)
  return needsQuotes ? `"${text.replaceAll('"', '""')}"` : text
}

/** One line, CRLF included. */
export function csvLine(values: readonly CsvValue[], format: CsvFormat = CSV_FORMAT): string {
  return `${values.map((value) => csvCell(value, format)).join(format.separator)}\r\n`
}

/** A download's file name: letters, digits, dashes; the rest becomes a dash. */
export function csvFileName(...parts: (string | number)[]): string {
  const name = parts
    .map((part) =>
      String(part)
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
    )
    .filter(Boolean)
    .join('-')
    .slice(0, 80)
  return `${name || 'export'}.csv`
}

const SORTABLE_TIME = new Intl.DateTimeFormat('sv-SE', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** A moment as a spreadsheet sorts it, in Suriname time: '2026-11-28 20:00'; empty when there is none. */
export function csvDateTime(value: Date | string | null | undefined): string {
  if (value === null || value === undefined) return ''
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? '' : SORTABLE_TIME.format(date)
}
