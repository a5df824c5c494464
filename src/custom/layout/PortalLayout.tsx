import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { LoadingModal } from './LoadingModal';
import { PortalMenu } from './PortalMenu';

export const PortalLayout = ({ children }: { children: ReactNode }) => (
  <Layout menu={PortalMenu}>
    {children}
    <LoadingModal />
  </Layout>
);
