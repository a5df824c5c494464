/**
 * The console's frame (ACC-039): react-admin's Layout with the navbar, the left navigation and
 * the page in the centre; pages that need the right detail and extra panels use DetailLayout
 * (SidePanels.tsx). The loading modal covers every non-silent /api call (ACC-046); messages take
 * the slot at the top of the page (messageSlot.tsx).
 */
import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { LoadingModal } from './LoadingModal';
import { MessageSlot } from './messageSlot';
import { PortalAppBar } from './PortalAppBar';
import { PortalMenu } from './PortalMenu';
import { useTabletSidebar } from './useTabletSidebar';

export const PortalLayout = ({ children }: { children: ReactNode }) => {
  useTabletSidebar();
  return (
    <Layout menu={PortalMenu} appBar={PortalAppBar}>
      <MessageSlot />
      {children}
      <LoadingModal />
    </Layout>
  );
};
