/*
 * The Dutch words of the event rules (domain/event_status.ts returns codes) and the one way they are refused:
 * 422 with the first message and every message per field, the shape of a validation error.
 */
import { DomainError, type DomainErrorCode } from '#exceptions/domain_error'
import type { EventRuleCode, EventRuleProblem } from '#domain/event_status'

const MESSAGES: Record<EventRuleCode, string> = {
  endBeforeStart: 'De einddatum en -tijd moeten na de start liggen.',
  saleEndAfterEvent: 'De verkoop kan niet later eindigen dan het evenement zelf.',
  saleEndBeforeStart: 'Het einde van de verkoop moet na het begin van de verkoop liggen.',
  maxPerUserRequired: 'Geef aan hoeveel tickets één persoon maximaal mag kopen.',
  venueNotBookable: 'Kies een goedgekeurde en actieve venue.',
  capacityExceeded: 'Alle tickettypes samen hebben {total} plaatsen; {venue} heeft er maximaal {capacity}.',
  titleRequired: 'Geef het evenement een titel.',
  categoryRequired: 'Kies een categorie.',
  datesRequired: 'Kies de datum en tijden van het evenement.',
  venueRequired: 'Kies een venue.',
  ticketTypeRequired: 'Voeg minstens één actief tickettype toe.',
}

export function ruleMessage(problem: EventRuleProblem): string {
  return MESSAGES[problem.code].replace(/\{(\w+)\}/g, (match, name: string) => String(problem.params?.[name] ?? match))
}

/** Throws the problems as one 422 (nothing is saved); does nothing when there are none. */
export function refuseProblems(problems: EventRuleProblem[], code: DomainErrorCode = 'EVENT_RULE'): void {
  if (problems.length === 0) return
  const errors: Record<string, string[]> = {}
  for (const problem of problems) (errors[problem.field] ??= []).push(ruleMessage(problem))
  const first = ruleMessage(problems[0])
  throw new DomainError(code, first, { errors, problems: problems.map(({ field, code: rule }) => ({ field, rule })) })
}
