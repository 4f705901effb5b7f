/*
 * The history of audit/AuditHistory.tsx for a page whose first load must stay light: its code and its request come
 * when the place it takes scrolls near the screen (below a long settings form on a phone, that is after a scroll).
 */
import { lazy, Suspense, useEffect, useRef, useState, type ComponentProps } from 'react'
import { Box } from '@mui/material'

const AuditHistory = lazy(() => import('./AuditHistory').then((module) => ({ default: module.AuditHistory })))

export function AuditHistoryWhenVisible(props: ComponentProps<typeof AuditHistory>) {
  const place = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = place.current
    if (near || !element) return
    if (typeof IntersectionObserver === 'undefined') return setNear(true)
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: '200px 0px',
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [near])
  return (
    <Box ref={place} sx={{ minHeight: near ? undefined : 48 }} data-testid="audit-history-place">
      {near && (
        <Suspense fallback={null}>
          <AuditHistory {...props} />
        </Suspense>
      )}
    </Box>
  )
}
