// Step 1 of /register-device with a listed model typed as a custom one: refused on the Model name field
// from the list already loaded, before the api is asked to price it (DESIGN 5a).
import { listedModelMessage, planWithDefaults, priceCustomDevice } from '@protect/domain';
import {
  customPricingBody,
  listedModelRefusal,
  quoteRegistration,
} from '../src/features/devices/utils/registration';

const fold = {
  ...priceCustomDevice({
    deviceBrand: 'Samsung',
    deviceModel: 'Galaxy Z Fold7',
    deviceValueCents: 199_900,
  }),
  id: 'samsung-galaxy-z-fold7',
};
const basic = {
  ...planWithDefaults({ id: 1, name: 'Basic Plan', planType: 'basic', monthlyPriceCents: 999 }),
  featureLines: [],
};
const catalogue = { devices: [fold], plans: [basic], addOns: [] };
const typed = (customBrand: string, customModelName: string) => ({
  deviceModel: 'custom',
  customBrand,
  customModelName,
  currentValue: '50',
  planType: '1',
  selectedAddOns: [],
});

describe('a listed model typed as a custom model', () => {
  test('when the listed phone is typed in other case and spacing, then step 1 refuses it on the model name', () => {
    const values = typed('samsung', 'GALAXY Z FOLD 7');
    expect(listedModelRefusal(values, catalogue.devices)).toBe(listedModelMessage(fold));
    expect(quoteRegistration(values, catalogue, null)).toEqual({
      ok: false,
      field: 'customModelName',
      message: listedModelMessage(fold),
    });
  });

  test('when a model that is not listed is typed, then it goes to the api to be priced', () => {
    const values = typed('Nokia', 'XR21');
    expect(listedModelRefusal(values, catalogue.devices)).toBeNull();
    expect(customPricingBody(values)).toEqual({
      device_brand: 'Nokia',
      device_model: 'XR21',
      device_value: 50,
    });
  });

  test('when the listed model itself is chosen from the list, then nothing is refused', () => {
    expect(
      listedModelRefusal(
        { ...typed('', 'Galaxy Z Fold7'), deviceModel: fold.id },
        catalogue.devices,
      ),
    ).toBeNull();
  });
});
