import { use, type ComponentType, type ReactNode } from 'react'
import { loadMessages, messagesLoaded } from '../i18nProvider'
import type { MessageFolder } from './compose'

/**
 * Renders its children once the folders' texts are in the dictionary (i18nProvider.ts), suspending until then:
 * the layout's Suspense shows react-admin's loading page, the same as for the page's own lazy code.
 */
export function WithMessages({ folders, children }: { folders: readonly MessageFolder[]; children: ReactNode }) {
  for (const folder of folders) if (!messagesLoaded(folder)) use(loadMessages(folder))
  return children
}

/** A page component that waits for its folders' texts (resources' views in App.tsx, guarded routes' pages in pages/registry.ts). */
export function withMessages<P extends object>(folders: readonly MessageFolder[], View: ComponentType<P>): ComponentType<P> {
  function ViewWithMessages(props: P) {
    return (
      <WithMessages folders={folders}>
        <View {...props} />
      </WithMessages>
    )
  }
  ViewWithMessages.displayName = `WithMessages(${View.displayName ?? View.name ?? 'View'})`
  return ViewWithMessages
}
