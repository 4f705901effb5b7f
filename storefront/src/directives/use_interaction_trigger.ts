/*
 * The island's side of `client:interaction` (./interaction.ts): taps on the server-rendered triggers call
 * `onTrigger`, including the one made while the island was still downloading (remembered on the trigger
 * as aria-busy, cleared here). Also right for an island loaded at once (client:load): it then simply
 * handles the triggers' taps.
 */
import { useEffect, useRef } from 'react'
import { ISLAND_READY_EVENT, PENDING_ATTRIBUTE, isPlainClick, triggerOf } from './interaction_protocol'

export function useInteractionTrigger(selector: string, onTrigger: (trigger: HTMLElement) => void) {
  const latest = useRef(onTrigger)
  useEffect(() => {
    latest.current = onTrigger
  })

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const trigger = triggerOf(event.target, selector)
      if (!trigger || !isPlainClick(event)) return
      // A link trigger's href is only the fallback without JavaScript.
      event.preventDefault()
      latest.current(trigger)
    }
    document.addEventListener('click', onClick)
    document.dispatchEvent(new CustomEvent(ISLAND_READY_EVENT, { detail: { selector } }))
    const triggers = [...document.querySelectorAll<HTMLElement>(selector)]
    const pending = triggers.find((trigger) => trigger.getAttribute(PENDING_ATTRIBUTE) === 'true')
    for (const trigger of triggers) trigger.removeAttribute(PENDING_ATTRIBUTE)
    if (pending) latest.current(pending)
    return () => document.removeEventListener('click', onClick)
  }, [selector])
}
