import type { HttpContext } from '@adonisjs/core/http'
import { parseEntityId } from '#domain/entity_id'
import { authorize } from '#policies/resource_policy'
import { authorizedTeamMember } from '#policies/team_members_policy'
import {
  ORGANIZER_TEAM,
  createTeamMember,
  deactivateTeamMember,
  findEmployer,
  listTeam,
  reactivateTeamMember,
  resendTeamInvitation,
  teamMemberRow,
  updateTeamMember,
  type TeamKind,
  type TeamSort,
} from '#services/team/team_service'
import { teamMember } from '#transformers/team_member_transformer'
import { adminListValidator } from '#validators/admin_list_validator'
import { organizerTeamValidators, type TeamValidators } from '#validators/team/team_member_validator'
import { requestLanguage } from '#http/request_language'
import { text } from '#exceptions/messages'

const listValidator = adminListValidator(['lastName', 'email', 'role', 'createdAt', 'lastSignInAt'] as const)

/**
 * A team's endpoints, for either kind of team (api/services/team/team_service.ts TeamKind): the path names the
 * employer (:organizerId or :agentId) for the list and a new member, the member's id otherwise.
 */
export class TeamController {
  constructor(
    private readonly kind: TeamKind,
    private readonly validators: TeamValidators,
    private readonly employerParam: string
  ) {}

  /** The employer named in the path, once the viewer may take the action on their team (403 before 404: no probing). */
  private async employerOf({ params, viewer }: HttpContext, action: 'list' | 'create') {
    const employerId = parseEntityId(params[this.employerParam])
    authorize(viewer, this.kind.resource, action, this.kind.owner(employerId ?? 0))
    return findEmployer(this.kind, employerId)
  }

  /** GET …/:employerId → { data, total } (react-admin's list). */
  async index(ctx: HttpContext) {
    const employer = await this.employerOf(ctx, 'list')
    const input = await listValidator.validate(ctx.request.qs())
    const search = input.filter?.q
    const { rows, total } = await listTeam(this.kind, employer.id, {
      page: input.page ?? 1,
      perPage: input.perPage ?? 25,
      sort: (input.sort ?? 'lastName') as TeamSort,
      order: (input.order ?? 'ASC').toLowerCase() as 'asc' | 'desc',
      search: typeof search === 'string' && search.trim() ? search.trim() : undefined,
    })
    return { data: rows.map(teamMember), total }
  }

  /** GET …/member/:id: one member (react-admin's getOne for the edit form). */
  async show({ params, viewer }: HttpContext) {
    const member = await authorizedTeamMember(this.kind, viewer, parseEntityId(params.id), 'show')
    return { data: teamMember(await teamMemberRow(member)) }
  }

  /**
   * POST …/:employerId: invites (a new member, or a mail to an address that has an account). The answer is the same
   * either way, keyed by the address (react-admin's record needs an id); the member shows in the team list.
   */
  async store(ctx: HttpContext) {
    const employer = await this.employerOf(ctx, 'create')
    const input = await this.validators.create.validate(ctx.request.body())
    const sent = await createTeamMember(this.kind, employer, input, requestLanguage(ctx.request), ctx.viewer!)
    ctx.response.status(201)
    return { data: { id: sent.email, ...sent }, message: text('TEAM_INVITATION_SENT', { email: sent.email }) }
  }

  /** PUT …/:id: edit; `isActive` false/true deactivates/reactivates (the 'deactivate' action). */
  async update({ params, request, viewer }: HttpContext) {
    const id = parseEntityId(params.id)
    let member = await authorizedTeamMember(this.kind, viewer, id, 'edit')
    const { isActive, ...changes } = await this.validators.update.validate(request.body())
    if (isActive !== undefined) await authorizedTeamMember(this.kind, viewer, id, 'deactivate')
    member = await updateTeamMember(this.kind, member, changes, viewer!)
    if (isActive === false) member = await deactivateTeamMember(member, viewer!)
    if (isActive === true) member = await reactivateTeamMember(member, viewer!)
    return { data: teamMember(await teamMemberRow(member)) }
  }

  /** POST …/:id/resend-invitation: a fresh link by e-mail to a member who has not taken up the invitation (409 after). */
  async resendInvitation({ params, request, viewer }: HttpContext) {
    const member = await authorizedTeamMember(this.kind, viewer, parseEntityId(params.id), 'create', { foreign: 'notFound' })
    await resendTeamInvitation(this.kind, member, requestLanguage(request))
    return { data: teamMember(await teamMemberRow(member)), message: text('TEAM_INVITATION_SENT_AGAIN') }
  }

  /** DELETE …/:id: deactivates (the record stays: orders refer to their sellers). */
  async destroy({ params, viewer }: HttpContext) {
    const member = await authorizedTeamMember(this.kind, viewer, parseEntityId(params.id), 'deactivate')
    return { data: teamMember(await teamMemberRow(await deactivateTeamMember(member, viewer!))) }
  }
}

/** An organizer's managers, loket staff and scanners. Access: domain/resource_access.ts 'team-members'. */
export default class TeamMembersController extends TeamController {
  constructor() {
    super(ORGANIZER_TEAM, organizerTeamValidators, 'organizerId')
  }
}
