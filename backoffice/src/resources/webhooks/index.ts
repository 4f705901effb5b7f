import { lazy } from 'react'
import WebhookIcon from '@mui/icons-material/Webhook'
import type { BackofficeResource } from '../types'

/** The organizer's signed webhooks (docs/webhooks.md): GET/POST /api/webhook-endpoints, GET/PUT/DELETE …/:id. */
const webhooks: BackofficeResource = {
  name: 'webhooks',
  list: lazy(() => import('./WebhookList').then((module) => ({ default: module.WebhookList }))),
  create: lazy(() => import('./WebhookCreate').then((module) => ({ default: module.WebhookCreate }))),
  edit: lazy(() => import('./WebhookEdit').then((module) => ({ default: module.WebhookEdit }))),
  icon: WebhookIcon,
  recordRepresentation: 'url',
  endpoints: {
    list: () => '/api/webhook-endpoints',
    one: (id) => `/api/webhook-endpoints/${encodeURIComponent(String(id))}`,
    create: () => '/api/webhook-endpoints',
    update: (id) => `/api/webhook-endpoints/${encodeURIComponent(String(id))}`,
    delete: (id) => `/api/webhook-endpoints/${encodeURIComponent(String(id))}`,
  },
}

export default webhooks
