import { Button } from '@mui/material'
import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import { useRecordContext, useTranslate } from 'react-admin'

/** Opens the organizer's public page (a storefront page, so a plain link in a new tab). */
export function PublicPageButton() {
  const record = useRecordContext<{ publicUrl?: string }>()
  const translate = useTranslate()
  if (!record?.publicUrl) return null
  return (
    <Button size="small" startIcon={<OpenInNewIcon />} href={record.publicUrl} target="_blank" rel="noopener">
      {translate('resources.organizer-profile.view_public')}
    </Button>
  )
}
