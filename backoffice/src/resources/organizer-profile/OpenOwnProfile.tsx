import { useEffect, useState } from 'react'
import { Alert } from '@mui/material'
import { Loading, useCanAccess, useCreatePath, useRedirect, useTranslate } from 'react-admin'
import { sessionUser } from '../../auth/sessionCheck'

/** The menu entry: opens the profile of the organizer the signed-in person works for (edit, or read-only). */
export function OpenOwnProfile() {
  const translate = useTranslate()
  const redirect = useRedirect()
  const createPath = useCreatePath()
  const { canAccess: mayEdit, isPending } = useCanAccess({ resource: 'organizer-profile', action: 'edit' })
  const [missing, setMissing] = useState(false)

  useEffect(() => {
    if (isPending) return
    let stopped = false
    void sessionUser().then((user) => {
      if (stopped) return
      if (!user?.organizerId) return setMissing(true)
      redirect(createPath({ resource: 'organizer-profile', id: user.organizerId, type: mayEdit ? 'edit' : 'show' }))
    })
    return () => {
      stopped = true
    }
  }, [isPending, mayEdit, redirect, createPath])

  return missing ? <Alert severity="info">{translate('resources.organizer-profile.no_organizer')}</Alert> : <Loading />
}
