import { Box, Typography } from '@mui/material'
import { BooleanInput, NumberInput, maxValue, minValue, required, useRecordContext, useTranslate } from 'react-admin'
import { EditWithHistory } from '../../audit/EditWithHistory'
import { ActionField, KindField, LastRunField, PolicyTitle } from './RetentionParts'
import { T, type RetentionPolicy } from './retentionPolicy'

function PolicyInputs() {
  const translate = useTranslate()
  const record = useRecordContext<RetentionPolicy>()
  if (!record) return null
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, width: '100%', maxWidth: 560 }}>
      <Typography variant="h6" component="h2">
        <KindField />
      </Typography>
      <Typography variant="body2">
        {translate(`${T}.fields.action`)}: <ActionField /> · {translate(`${T}.last_run`)}: <LastRunField />
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(`${T}.rules.${record.entityType}`, { _: record.description ?? '' })}
      </Typography>
      <NumberInput
        source="retentionDays"
        step={1}
        min={record.minDays}
        max={record.maxDays}
        validate={[required(), minValue(record.minDays), maxValue(record.maxDays)]}
        helperText={translate(`${T}.days_hint`, { min: record.minDays, max: record.maxDays })}
        sx={{ maxWidth: 340 }}
      />
      <BooleanInput source="isActive" helperText={`${T}.active_hint`} />
    </Box>
  )
}

/** One policy's period and switch, with its history (every change is audited). */
export function RetentionPolicyEdit() {
  return (
    <EditWithHistory entityType="data_retention_policy" title={<PolicyTitle />}>
      <PolicyInputs />
    </EditWithHistory>
  )
}
