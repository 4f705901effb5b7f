import type { ComponentType } from 'react'
import { TeamContext, type TeamUi } from './teamKind'
import { TeamMemberList } from './TeamMemberList'
import { TeamMemberCreate } from './TeamMemberCreate'
import { TeamMemberEdit } from './TeamMemberEdit'

/** The list, create and edit views of one kind of team (the shared views read it from TeamContext). */
export function teamViews(team: TeamUi) {
  const bound = (View: ComponentType) =>
    function TeamView() {
      return (
        <TeamContext.Provider value={team}>
          <View />
        </TeamContext.Provider>
      )
    }
  return { List: bound(TeamMemberList), Create: bound(TeamMemberCreate), Edit: bound(TeamMemberEdit) }
}
