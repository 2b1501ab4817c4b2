// /register-device's heading and intro, around its steps; the route guard draws them while the session is
// restored (components/PageFrame.tsx).
import { pageFrameOf } from '../../../components/PageFrame';

export const RegisterDeviceFrame = pageFrameOf({
  tabTitle: 'Register a Device',
  heading: 'Register a Device',
  intro:
    'Protect a phone or tablet: tell us about it and choose a plan, then pay the first month to start your coverage today.',
});
