/*
 * The one way the event rules (domain/event_status.ts returns codes) are refused: 422 with the first text and
 * every text per field, the shape of a validation error. The texts are the table's (EVENT_RULE_TEXT).
 */
import { DomainError } from '#exceptions/domain_error'
import { type MessageRef } from '#exceptions/messages'
import { EVENT_RULE_TEXT } from '#exceptions/domain_texts'
import type { EventRuleProblem } from '#domain/event_status'

/** A problem's text with its values (capacityExceeded names the total, the venue and its capacity). */
function ruleText(problem: EventRuleProblem): MessageRef {
  const key = EVENT_RULE_TEXT[problem.code]
  return (problem.params ? { key, params: problem.params } : key) as MessageRef
}

/** Throws the problems as one 422 (nothing is saved); does nothing when there are none. */
export function refuseProblems(problems: EventRuleProblem[], key: 'EVENT_RULE' | 'EVENT_INCOMPLETE' = 'EVENT_RULE'): void {
  if (problems.length === 0) return
  const errors: Record<string, MessageRef[]> = {}
  for (const problem of problems) (errors[problem.field] ??= []).push(ruleText(problem))
  throw DomainError.fields(key, errors, { problems: problems.map(({ field, code: rule }) => ({ field, rule })) })
}
