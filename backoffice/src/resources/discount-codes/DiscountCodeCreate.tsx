import { Create, SimpleForm, useTranslate } from 'react-admin'
import { DiscountCodeInputs, codePayload } from './DiscountCodeInputs'
import { PHONE_WIDTH, T, eventCodesPath } from './types'

/** A new code of the event the list showed (its 'Create' passes ?source={"eventId":…}); saved, the list of that event. */
export function DiscountCodeCreate() {
  const translate = useTranslate()
  return (
    <Create
      title={translate(`${T}.form.create_title`)}
      sx={PHONE_WIDTH}
      transform={codePayload}
      redirect={(_resource, _id, data) => eventCodesPath(Number(data?.eventId))}
    >
      <SimpleForm defaultValues={{ kind: 'percentage', isActive: true, ticketTypeIds: [], unlocksTicketTypeIds: [] }}>
        <DiscountCodeInputs />
      </SimpleForm>
    </Create>
  )
}
