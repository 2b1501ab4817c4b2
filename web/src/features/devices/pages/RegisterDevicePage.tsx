import { ComingSoon } from '../../../components/ComingSoon';

export default function RegisterDevicePage() {
  return <ComingSoon title="Register a Device" lead="Add a device and start its protection here." />;
}
