/* Teams: an organizer's managers, loket staff and scanners, and an agent's managers and loket staff (the same endpoints). */
import router from '@adonisjs/core/services/router'

const TeamMembersController = () => import('#controllers/team/team_members_controller')
const AgentTeamMembersController = () => import('#controllers/team/agent_team_members_controller')

router
  .get('/api/team-members/member/:id', [TeamMembersController, 'show'])
  .access({ resource: 'team-members', action: 'show' }, 'back office: one team member (the edit form)', { param: 'id', kind: 'teamMember' })
router
  .get('/api/team-members/:organizerId', [TeamMembersController, 'index'])
  .access({ resource: 'team-members', action: 'list' }, 'back office: the organizer’s team (SPEC §7 refresh path)', {
    param: 'organizerId',
    kind: 'organizer',
  })
router
  .post('/api/team-members/:organizerId', [TeamMembersController, 'store'])
  .access({ resource: 'team-members', action: 'create' }, 'back office: the organizer adds a team member, who is invited by e-mail', {
    param: 'organizerId',
    kind: 'organizer',
  })
router
  .put('/api/team-members/:id', [TeamMembersController, 'update'])
  .access({ resource: 'team-members', action: 'edit' }, 'back office: edit, deactivate or reactivate a team member', {
    param: 'id',
    kind: 'teamMember',
  })
router
  .delete('/api/team-members/:id', [TeamMembersController, 'destroy'])
  .access({ resource: 'team-members', action: 'deactivate' }, 'back office: deactivate a team member (the record stays)', {
    param: 'id',
    kind: 'teamMember',
  })
router
  .post('/api/team-members/:id/resend-invitation', [TeamMembersController, 'resendInvitation'])
  .access(
    { resource: 'team-members', action: 'create' },
    'back office: the organizer sends a member who has not yet accepted a fresh invitation (another organizer’s member: 404)',
    { param: 'id', kind: 'teamMember' }
  )
router
  .get('/api/agent-team-members/member/:id', [AgentTeamMembersController, 'show'])
  .access({ resource: 'agent-team-members', action: 'show' }, 'back office: one member of the agent’s team (the edit form)', {
    param: 'id',
    kind: 'agentTeamMember',
  })
router
  .get('/api/agent-team-members/:agentId', [AgentTeamMembersController, 'index'])
  .access({ resource: 'agent-team-members', action: 'list' }, 'back office: the agent’s team with their assigned events', {
    param: 'agentId',
    kind: 'agent',
  })
router
  .post('/api/agent-team-members/:agentId', [AgentTeamMembersController, 'store'])
  .access(
    { resource: 'agent-team-members', action: 'create' },
    'back office: the agent adds a team member (assigned events of approved partnerships), invited by e-mail',
    { param: 'agentId', kind: 'agent' }
  )
router
  .put('/api/agent-team-members/:id', [AgentTeamMembersController, 'update'])
  .access({ resource: 'agent-team-members', action: 'edit' }, 'back office: edit, deactivate or reactivate a member of the agent’s team', {
    param: 'id',
    kind: 'agentTeamMember',
  })
router
  .delete('/api/agent-team-members/:id', [AgentTeamMembersController, 'destroy'])
  .access(
    { resource: 'agent-team-members', action: 'deactivate' },
    'back office: deactivate a member of the agent’s team (the record stays)',
    { param: 'id', kind: 'agentTeamMember' }
  )
router
  .post('/api/agent-team-members/:id/resend-invitation', [AgentTeamMembersController, 'resendInvitation'])
  .access(
    { resource: 'agent-team-members', action: 'create' },
    'back office: the agent sends a member who has not yet accepted a fresh invitation (another agent’s member: 404)',
    { param: 'id', kind: 'agentTeamMember' }
  )
