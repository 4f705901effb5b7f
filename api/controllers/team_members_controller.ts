import type { HttpContext } from '@adonisjs/core/http'
import { parseEntityId } from '#domain/entity_id'
import { authorizeOrganizer } from '#policies/organizer_policy'
import { authorizedTeamMember } from '#policies/team_members_policy'
import {
  createTeamMember,
  deactivateTeamMember,
  findOrganizer,
  listTeam,
  reactivateTeamMember,
  teamMemberRow,
  updateTeamMember,
  type TeamSort,
} from '#services/team_service'
import { teamMember } from '#transformers/team_member_transformer'
import { adminListValidator } from '#validators/admin_list_validator'
import { createTeamMemberValidator, updateTeamMemberValidator } from '#validators/team_member_validator'
import { requestLanguage } from '#controllers/request_language'

const listValidator = adminListValidator(['lastName', 'email', 'role', 'createdAt', 'lastSignInAt'] as const)

/** The organizer named in the path, once the viewer may take the action on their team (403 before 404: no probing). */
async function organizerOf({ params, viewer }: HttpContext, action: 'list' | 'create') {
  const organizerId = parseEntityId(params.organizerId)
  authorizeOrganizer(viewer, 'team-members', action, organizerId ?? 0)
  return findOrganizer(organizerId)
}

/** Issue 12 §6: an organizer's managers, loket staff and scanners. Access: domain/resource_access.ts 'team-members'. */
export default class TeamMembersController {
  /** GET /api/team-members/:organizerId → { data, total } (react-admin's list). */
  async index(ctx: HttpContext) {
    const organizer = await organizerOf(ctx, 'list')
    const input = await listValidator.validate(ctx.request.qs())
    const search = input.filter?.q
    const { rows, total } = await listTeam(organizer.id, {
      page: input.page ?? 1,
      perPage: input.perPage ?? 25,
      sort: (input.sort ?? 'lastName') as TeamSort,
      order: (input.order ?? 'ASC').toLowerCase() as 'asc' | 'desc',
      search: typeof search === 'string' && search.trim() ? search.trim() : undefined,
    })
    return { data: rows.map(teamMember), total }
  }

  /** GET /api/team-members/member/:id: one member (react-admin's getOne for the edit form). */
  async show({ params, viewer }: HttpContext) {
    const member = await authorizedTeamMember(viewer, parseEntityId(params.id), 'show')
    return { data: teamMember(await teamMemberRow(member)) }
  }

  /** POST /api/team-members/:organizerId: creates the member and e-mails the invitation. */
  async store(ctx: HttpContext) {
    const organizer = await organizerOf(ctx, 'create')
    const input = await ctx.request.validateUsing(createTeamMemberValidator)
    const member = await createTeamMember(organizer, input, requestLanguage(ctx.request))
    ctx.response.status(201)
    return { data: teamMember({ member, lastSignInAt: null }) }
  }

  /** PUT /api/team-members/:id: edit; `isActive` false/true deactivates/reactivates (the 'deactivate' action). */
  async update({ params, request, viewer }: HttpContext) {
    const id = parseEntityId(params.id)
    let member = await authorizedTeamMember(viewer, id, 'edit')
    const { isActive, ...changes } = await request.validateUsing(updateTeamMemberValidator)
    if (isActive !== undefined) await authorizedTeamMember(viewer, id, 'deactivate')
    member = await updateTeamMember(member, changes)
    if (isActive === false) member = await deactivateTeamMember(member, viewer!)
    if (isActive === true) member = await reactivateTeamMember(member)
    return { data: teamMember(await teamMemberRow(member)) }
  }

  /** DELETE /api/team-members/:id: deactivates (the record stays: orders refer to their sellers). */
  async destroy({ params, viewer }: HttpContext) {
    const member = await authorizedTeamMember(viewer, parseEntityId(params.id), 'deactivate')
    return { data: teamMember(await teamMemberRow(await deactivateTeamMember(member, viewer!))) }
  }
}
