import { SelectInput, useTranslate } from 'react-admin'
import { DayInput } from '../inputs/DateInputs'

/** A list's status choice and its from/to days (filter keys status, from, to), with texts <prefix>.fields.* and <prefix>.status.*. */
export function useStatusDayFilters(prefix: string, statuses: readonly string[]) {
  const translate = useTranslate()
  return [
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      label={`${prefix}.fields.status`}
      choices={statuses.map((status) => ({ id: status, name: translate(`${prefix}.status.${status}`) }))}
      sx={{ minWidth: 200 }}
    />,
    <DayInput key="from" source="from" alwaysOn label={`${prefix}.fields.from`} />,
    <DayInput key="to" source="to" label={`${prefix}.fields.to`} />,
  ]
}
