// /admin/claims's heading, around its lists; the route guard draws it while the session is restored
// (components/PageFrame.tsx).
import type { ReactNode } from 'react';
import { PageFrame } from '../../../components/PageFrame';

export function AdminClaimsFrame({ children }: { children: ReactNode }) {
  return (
    <PageFrame tabTitle="Claims Management" heading="Claims Management">
      {children}
    </PageFrame>
  );
}
