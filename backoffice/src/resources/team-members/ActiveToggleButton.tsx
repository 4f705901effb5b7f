import { useState } from 'react'
import BlockIcon from '@mui/icons-material/Block'
import RestoreIcon from '@mui/icons-material/Restore'
import { Button, Confirm, useCanAccess, useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin'
import { memberName, type TeamMember } from './teamMember'
import { useTeam } from './teamKind'

/** Deactivate (ends the member's sessions at once) or reactivate, after a confirmation; only for who may. */
export function ActiveToggleButton() {
  const record = useRecordContext<TeamMember>()
  const { resource, texts: T } = useTeam()
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const [open, setOpen] = useState(false)
  const [update, { isPending }] = useUpdate<TeamMember>()
  const { canAccess } = useCanAccess({ resource, action: 'deactivate', record })
  if (!record || !canAccess) return null
  const action = record.isActive ? 'deactivate' : 'reactivate'
  const name = memberName(record)
  const confirm = () =>
    update(
      resource,
      { id: record.id, data: { isActive: !record.isActive }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false)
          notify(`${T}.${record.isActive ? 'deactivated' : 'reactivated'}`, { type: 'success' })
          refresh()
        },
        onError: (error) => {
          setOpen(false)
          notify((error as Error).message, { type: 'error' })
        },
      }
    )
  // Clicks inside the dialog reach the table row through React's tree: they must not open the row too.
  return (
    <span onClick={(event) => event.stopPropagation()}>
      <Button label={`${T}.${action}`} color={record.isActive ? 'error' : 'primary'} onClick={() => setOpen(true)}>
        {record.isActive ? <BlockIcon /> : <RestoreIcon />}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={translate(`${T}.${action}_title`, { name })}
        content={translate(`${T}.${action}_content`, { name })}
        confirm={`${T}.${action}`}
        confirmColor={record.isActive ? 'warning' : 'primary'}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </span>
  )
}
