// /customer/claims's heading and intro, around its form and list; the route guard draws them while the
// session is restored (components/PageFrame.tsx).
import type { ReactNode } from 'react';
import { PageFrame } from '../../../components/PageFrame';

export function ClaimsFrame({ children }: { children: ReactNode }) {
  return (
    <PageFrame
      tabTitle="Claims"
      heading="Submit a Claim"
      intro="Each plan includes 2-3 claims per year; claims must be for different issues."
      maxWidth="md"
    >
      {children}
    </PageFrame>
  );
}
