// /customer/subscription/{id}'s heading, around its steps; the route guard draws it while the session is
// restored (components/PageFrame.tsx).
import type { ReactNode } from 'react';
import { PageFrame } from '../../../components/PageFrame';

export function SubscriptionFrame({ children }: { children: ReactNode }) {
  return (
    <PageFrame tabTitle="Manage Subscription" heading="Manage Subscription" maxWidth="md">
      {children}
    </PageFrame>
  );
}
