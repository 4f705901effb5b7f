import router from '@adonisjs/core/services/router'

const TeamMembersController = () => import('#controllers/team_members_controller')
const AgentTeamMembersController = () => import('#controllers/agent_team_members_controller')

/* An organizer's team (SPEC §7 refresh path /api/team-members/{id}). Access: domain/route_access.ts. */
router
  .group(() => {
    router.get('/member/:id', [TeamMembersController, 'show'])
    router.get('/:organizerId', [TeamMembersController, 'index'])
    router.post('/:organizerId', [TeamMembersController, 'store'])
    router.put('/:id', [TeamMembersController, 'update'])
    router.delete('/:id', [TeamMembersController, 'destroy'])
  })
  .prefix('/api/team-members')

/* An agent's team (agent managers, agent loket staff), the same endpoints under /api/agent-team-members. */
router
  .group(() => {
    router.get('/member/:id', [AgentTeamMembersController, 'show'])
    router.get('/:agentId', [AgentTeamMembersController, 'index'])
    router.post('/:agentId', [AgentTeamMembersController, 'store'])
    router.put('/:id', [AgentTeamMembersController, 'update'])
    router.delete('/:id', [AgentTeamMembersController, 'destroy'])
  })
  .prefix('/api/agent-team-members')
