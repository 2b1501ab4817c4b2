import { ComingSoon } from '../../../components/ComingSoon';
import { useFlashMessage } from '../../../hooks/use-flash-message';

export default function RegisterDevicePage() {
  useFlashMessage();
  return <ComingSoon title="Register a Device" lead="Add a device and start its protection here." />;
}
