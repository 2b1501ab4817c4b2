// The plans, add-ons and device models step 1 offers, with the spec's toast when one fails to load. No
// built-in fallbacks here: a registration is charged at the api's prices, so it is made from its lists only.
import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { REGISTER_DEVICE_MESSAGES } from '@protect/domain';
import { addOnsQuery } from '../../../api/get-addons';
import { useDevicePricing } from '../../../api/get-device-pricing';
import { usePlans } from '../../../api/get-plans';
import { displayAddOns } from '../../../lib/catalogue-display';
import { notifyError } from '../../../lib/notify';

export function useRegistrationCatalogue() {
  const devicesQuery = useDevicePricing();
  const plansState = usePlans('quote', false);
  const addOnsResult = useQuery(addOnsQuery);

  const devicesFailed = devicesQuery.isError && !devicesQuery.data;
  const plansFailed = plansState.isError;
  const addOnsFailed = addOnsResult.isError && !addOnsResult.data;
  useEffect(() => {
    if (devicesFailed) notifyError(REGISTER_DEVICE_MESSAGES.devicesLoadFailed);
  }, [devicesFailed]);
  useEffect(() => {
    if (plansFailed) notifyError(REGISTER_DEVICE_MESSAGES.plansLoadFailed);
  }, [plansFailed]);
  useEffect(() => {
    if (addOnsFailed) notifyError(REGISTER_DEVICE_MESSAGES.addOnsLoadFailed);
  }, [addOnsFailed]);

  const addOns = useMemo(
    () => (addOnsResult.data ? displayAddOns(addOnsResult.data) : []),
    [addOnsResult.data],
  );
  return {
    devices: devicesQuery.data ?? [],
    plans: plansState.plans,
    addOns,
    loading: devicesQuery.isPending || plansState.isLoading || addOnsResult.isPending,
    devicesFailed,
    plansFailed,
    addOnsFailed,
    retryDevices: () => void devicesQuery.refetch(),
  };
}

export type RegistrationCatalogue = ReturnType<typeof useRegistrationCatalogue>;
