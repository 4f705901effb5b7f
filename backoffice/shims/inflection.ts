/*
 * What react-admin takes from `inflection` (capitalize, humanize, inflect, pluralize, singularize, transform): only the
 * labels it makes up when a text has no translation (a field's source humanized, a resource's name in the singular or
 * plural). Every label the back office shows has its own text in each language, so these only shape fallbacks; the
 * package's rule tables for every English irregular word cost about 3 KB gzip on every first load. Regular English
 * rules, equal to the package's for the back office's resource names and field sources
 * (tests/unit/backoffice/inflection_shim.spec.ts).
 */

export function capitalize(str: string): string {
  const lower = str.toLowerCase()
  return lower.substring(0, 1).toUpperCase() + lower.substring(1)
}

export function humanize(str: string, lowFirstLetter?: boolean): string {
  const words = str
    .toLowerCase()
    .replace(/(_ids|_id)$/g, '')
    .replace(/_/g, ' ')
  return lowFirstLetter ? words : capitalize(words)
}

export function underscore(str: string, allUpperCase?: boolean): string {
  if (allUpperCase && str === str.toUpperCase()) return str
  return str
    .split('::')
    .map((part) => part.replace(/([A-Z])/g, '_$1').replace(/^_/, ''))
    .join('/')
    .toLowerCase()
}

export function pluralize(str: string, plural?: string): string {
  if (plural) return plural
  if (/[^s]s$/i.test(str)) return str
  if (/[^aeiou]y$/i.test(str)) return `${str.slice(0, -1)}ies`
  if (/(ss|x|z|ch|sh)$/i.test(str)) return `${str}es`
  return `${str}s`
}

export function singularize(str: string, singular?: string): string {
  if (singular) return singular
  if (/[^aeiou]ies$/i.test(str)) return `${str.slice(0, -3)}y`
  if (/(ss|x|z|ch|sh)es$/i.test(str)) return str.slice(0, -2)
  if (/[^s]s$/i.test(str)) return str.slice(0, -1)
  return str
}

export function inflect(str: string, count: number, singular?: string, plural?: string): string {
  if (Number.isNaN(count)) return str
  return count === 1 ? singularize(str, singular) : pluralize(str, plural)
}

const TRANSFORMS: Record<string, (str: string) => string> = { capitalize, humanize, pluralize, singularize, underscore }

export function transform(str: string, methods: string[]): string {
  return methods.reduce((value, method) => TRANSFORMS[method]?.(value) ?? value, str)
}
