/*
 * Every back-office resource, one folder each (resources/<name>/index.ts). App.tsx maps over this list;
 * each folder's messages.nl.ts and messages.en.ts load with its views (App.tsx, i18nProvider.ts); the access table (domain/resource_access.ts) decides who
 * sees which (authProvider.canAccess). A new resource is one folder and one line here.
 */
import type { BackofficeResource } from './types'
import eventCategories from './event-categories'
import venueFacilities from './venue-facilities'
import currencyRates from './currency-rates'
import events from './events'
import orders from './orders'
import discountCodes from './discount-codes'
import organizerProfile from './organizer-profile'
import teamMembers from './team-members'
import venues from './venues'
import venueBookings from './venue-bookings'
import users from './users'
import refunds from './refunds'
import agentSettlements from './agent-settlements'
import loketShifts from './loket-shifts'
import agentPartnerships from './agent-partnerships'
import agentTeamMembers from './agent-team-members'
import loketSales from './loket-sales'
import agentSales from './agent-sales'
import reviewModeration from './review-moderation'
import reviewResponses from './review-responses'
import ticketswitchListings from './ticketswitch-listings'
import organizerPayouts from './organizer-payouts'
import auditChanges from './audit-changes'
import dataRetentionPolicies from './data-retention-policies'
import exportsResource from './exports'
import attendeeMessages from './attendee-messages'
import apiTokens from './api-tokens'
import webhooks from './webhooks'

export const RESOURCES: readonly BackofficeResource[] = [
  events,
  orders,
  discountCodes,
  teamMembers,
  organizerProfile,
  eventCategories,
  venueFacilities,
  currencyRates,
  venues,
  venueBookings,
  users,
  refunds,
  agentSettlements,
  loketShifts,
  agentPartnerships,
  agentTeamMembers,
  loketSales,
  agentSales,
  reviewModeration,
  reviewResponses,
  ticketswitchListings,
  organizerPayouts,
  auditChanges,
  dataRetentionPolicies,
  exportsResource,
  attendeeMessages,
  apiTokens,
  webhooks,
]
