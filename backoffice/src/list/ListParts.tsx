/* Small pieces the back office's lists share. */
import { Chip } from '@mui/material'
import { CreateButton, TopToolbar, useCanAccess, useRecordContext, useTranslate } from 'react-admin'
import type { Resource } from '../../../domain/resource_access'

/** The list's toolbar: 'Create' only for whom the access table allows it. */
export function CreateActions({ resource }: { resource: Resource }) {
  const { canAccess } = useCanAccess({ resource, action: 'create' })
  return <TopToolbar>{canAccess && <CreateButton />}</TopToolbar>
}

/** Active or switched off, with the resource's texts <prefix>.active and <prefix>.inactive. */
export function ActiveChip({ prefix, record: given }: { prefix: string; record?: { isActive: boolean } }) {
  const translate = useTranslate()
  const record = useRecordContext<{ isActive: boolean }>() ?? given
  if (!record) return null
  return record.isActive ? (
    <Chip size="small" color="success" variant="outlined" label={translate(`${prefix}.active`)} />
  ) : (
    <Chip size="small" label={translate(`${prefix}.inactive`)} />
  )
}

/** Rows of switched-off records are shown faded. */
export const fadeInactive = (record: { isActive: boolean }) => (record.isActive ? {} : { opacity: 0.6 })
