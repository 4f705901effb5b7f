import { TeamController } from '#controllers/team/team_members_controller'
import { AGENT_TEAM } from '#services/team/team_service'
import { agentTeamValidators } from '#validators/team/team_member_validator'

/** An agent's agent managers and loket staff. Access: domain/resource_access.ts 'agent-team-members'. */
export default class AgentTeamMembersController extends TeamController {
  constructor() {
    super(AGENT_TEAM, agentTeamValidators, 'agentId')
  }
}
