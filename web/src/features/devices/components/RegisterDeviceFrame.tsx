// /register-device's heading and intro, around its steps; the route guard draws them while the session is
// restored (components/PageFrame.tsx).
import type { ReactNode } from 'react';
import { PageFrame } from '../../../components/PageFrame';

export function RegisterDeviceFrame({ children }: { children: ReactNode }) {
  return (
    <PageFrame
      tabTitle="Register a Device"
      heading="Register a Device"
      intro="Protect a phone or tablet: tell us about it and choose a plan, then pay the first month to start your coverage today."
    >
      {children}
    </PageFrame>
  );
}
