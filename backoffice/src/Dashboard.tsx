import { Card, CardContent, Typography } from '@mui/material'
import { Title, useTranslate } from 'react-admin'

export function Dashboard() {
  const translate = useTranslate()
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="ra.page.dashboard" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('app.dashboard.welcome')}
        </Typography>
        <Typography color="text.secondary">{translate('app.dashboard.intro')}</Typography>
      </CardContent>
    </Card>
  )
}
