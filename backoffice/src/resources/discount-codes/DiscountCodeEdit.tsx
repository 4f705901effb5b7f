import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar, useRecordContext, useTranslate } from 'react-admin'
import { DiscountCodeInputs, codePayload } from './DiscountCodeInputs'
import { PHONE_WIDTH, T, eventCodesPath, type DiscountCodeRecord } from './types'

function EditTitle() {
  const translate = useTranslate()
  const record = useRecordContext<DiscountCodeRecord>()
  return <>{translate(`${T}.form.edit_title`, { code: record?.code ?? '' })}</>
}

/** Save, and delete (orders that used the code keep it as typed and their discount): both back to the event's codes. */
function CodeToolbar() {
  const record = useRecordContext<DiscountCodeRecord>()
  return (
    <Toolbar sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      <SaveButton />
      {record && (
        <DeleteButton
          mutationMode="pessimistic"
          confirmTitle={`${T}.form.delete_title`}
          confirmContent={`${T}.form.delete_text`}
          translateOptions={{ code: record.code }}
          redirect={() => eventCodesPath(record.eventId)}
        />
      )}
    </Toolbar>
  )
}

export function DiscountCodeEdit() {
  return (
    <Edit<DiscountCodeRecord>
      mutationMode="pessimistic"
      title={<EditTitle />}
      sx={PHONE_WIDTH}
      transform={codePayload}
      redirect={(_resource, _id, data) => eventCodesPath(Number(data?.eventId))}
    >
      <SimpleForm toolbar={<CodeToolbar />}>
        <DiscountCodeInputs />
      </SimpleForm>
    </Edit>
  )
}
