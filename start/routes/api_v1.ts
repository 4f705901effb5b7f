/*
 * The organizer API, version 1 (docs/integrations.md, docs/api-v1.md): an organizer's API token with the scope each
 * route names (`.access({ apiScope })`), per-token rate limits, and an OpenAPI 3.1 document built from these
 * declarations (`.openapi(…)`) and the validators they name.
 */
import router from '@adonisjs/core/services/router'
import '#http/openapi'
import { v1ListValidator } from '#validators/api_v1/api_v1_validator'
import { createEventValidator, updateEventValidator } from '#validators/events/organizer_event_validator'
import { validateTicketValidator } from '#validators/check_ins/check_in_validator'
import {
  V1_ATTENDEE_SCHEMA,
  V1_CHECK_IN_SCHEMA,
  V1_EVENT_SCHEMA,
  V1_ORDER_SCHEMA,
  V1_TICKET_TYPE_SCHEMA,
  itemSchema,
  pageSchema,
} from '#transformers/api_v1_transformer'

const ApiV1Controller = () => import('#controllers/api_v1/api_v1_controller')

const OWN_EVENT = { param: 'id', kind: 'event' } as const

router
  .get('/api/v1/openapi.json', [ApiV1Controller, 'openapi'])
  .access('public', 'the API’s description, generated from these routes; nothing in it is secret')
router
  .get('/api/v1/events', [ApiV1Controller, 'events'])
  .access({ apiScope: 'events:read' }, 'the token’s organizer’s events, drafts included')
  .openapi({ tag: 'Events', summary: 'List your events', query: v1ListValidator, response: { schema: pageSchema(V1_EVENT_SCHEMA) } })
router
  .post('/api/v1/events', [ApiV1Controller, 'createEvent'])
  .access({ apiScope: 'events:write' }, 'a new draft event of the token’s organizer (the back office’s rules)')
  .openapi({
    tag: 'Events',
    summary: 'Create a draft event',
    body: createEventValidator,
    response: { status: 201, schema: itemSchema(V1_EVENT_SCHEMA) },
  })
router
  .get('/api/v1/events/:id', [ApiV1Controller, 'event'])
  .access({ apiScope: 'events:read' }, 'one of the organizer’s events; another organizer’s is a 404', OWN_EVENT)
  .openapi({ tag: 'Events', summary: 'One event', response: { schema: itemSchema(V1_EVENT_SCHEMA) } })
router
  .put('/api/v1/events/:id', [ApiV1Controller, 'updateEvent'])
  .access({ apiScope: 'events:write' }, 'an edit of one of the organizer’s events (the back office’s rules)', OWN_EVENT)
  .openapi({
    tag: 'Events',
    summary: 'Update an event',
    description: 'Only the fields sent change.',
    body: updateEventValidator,
    response: { schema: itemSchema(V1_EVENT_SCHEMA) },
  })
router
  .get('/api/v1/events/:id/ticket-types', [ApiV1Controller, 'ticketTypes'])
  .access({ apiScope: 'events:read' }, 'the ticket types of one of the organizer’s events', OWN_EVENT)
  .openapi({
    tag: 'Events',
    summary: 'An event’s ticket types',
    query: v1ListValidator,
    response: { schema: pageSchema(V1_TICKET_TYPE_SCHEMA) },
  })
router
  .get('/api/v1/events/:id/orders', [ApiV1Controller, 'orders'])
  .access({ apiScope: 'orders:read' }, 'the orders of one of the organizer’s events', OWN_EVENT)
  .openapi({ tag: 'Orders', summary: 'An event’s orders', query: v1ListValidator, response: { schema: pageSchema(V1_ORDER_SCHEMA) } })
router
  .get('/api/v1/events/:id/attendees', [ApiV1Controller, 'attendees'])
  .access({ apiScope: 'orders:read' }, 'the tickets (attendees) of one of the organizer’s events', OWN_EVENT)
  .openapi({
    tag: 'Orders',
    summary: 'An event’s attendees (its tickets)',
    query: v1ListValidator,
    response: { schema: pageSchema(V1_ATTENDEE_SCHEMA) },
  })
router
  .post('/api/v1/check-ins', [ApiV1Controller, 'checkIn'])
  .access({ apiScope: 'checkins:write' }, 'checks a ticket in at one of the organizer’s events, by the door’s rules')
  .openapi({
    tag: 'Check-ins',
    summary: 'Check a ticket in',
    description:
      'Exactly the door scanner’s check. `nonce` is unique per scan: sending the same nonce again returns the first answer, ' +
      'so a retry never checks a ticket in twice; a second scan (a new nonce) answers `already_checked_in`.',
    body: validateTicketValidator,
    response: { schema: itemSchema(V1_CHECK_IN_SCHEMA) },
  })
