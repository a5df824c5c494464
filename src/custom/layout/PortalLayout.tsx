/**
 * The console's frame (ACC-039): react-admin's Layout with the navbar, the left navigation and
 * the page in the centre; pages that need the right detail and extra panels use DetailLayout
 * (SidePanels.tsx). The loading modal covers every non-silent /api call (ACC-046); messages take
 * the slot at the top of the page (messageSlot.tsx) and belong to the session that raised them
 * (SessionBoundMessages.tsx).
 */
import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { LoadingModal } from './LoadingModal';
import { MessageSlot } from './messageSlot';
import { PortalAppBar } from './PortalAppBar';
import { PortalMenu } from './PortalMenu';
import { SessionBoundMessages } from './SessionBoundMessages';
import { SkipToContent } from './SkipToContent';
import { useTabletSidebar } from './useTabletSidebar';

const HIDE_OWN_SKIP = { '& > .skip-nav-button': { display: 'none' } } as const;

export const PortalLayout = ({ children }: { children: ReactNode }) => {
  useTabletSidebar();
  return (
    <SessionBoundMessages>
      <SkipToContent />
      {/* Its own skip button gives way to SkipToContent, which lands on a list's first row. */}
      <Layout menu={PortalMenu} appBar={PortalAppBar} sx={HIDE_OWN_SKIP}>
        <MessageSlot />
        {children}
        <LoadingModal />
      </Layout>
    </SessionBoundMessages>
  );
};
