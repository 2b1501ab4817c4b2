// Step 1 of /register-device (web/src/features/devices/pages/RegisterDevicePage.tsx): the device, its IMEI
// and condition, a plan priced for the device and the running total, checked with the domain's schema
// before the payment step; nothing is registered or charged from this step.
import { fireEvent, screen, within } from '@testing-library/react';
import { DEVICE_AGE_MESSAGES, IMEI_MESSAGES, REGISTER_DEVICE_MESSAGES } from '@protect/domain';
import RegisterDevicePage from '../../src/features/devices/pages/RegisterDevicePage';
import { answerApi, sent } from './support/api';
import { signInAs } from './support/firebase';
import { renderScreen, type RenderedScreen } from './support/render';

// The whole page re-renders on each choice; on a shared, busy machine a full walk takes a while.
import { anAddOn, basicPlan, iPhone, premiumPlan } from './support/wire';

function showStep1(): RenderedScreen {
  signInAs({ uid: 'cust-1', email: 'pat@example.test', name: 'Pat Lee' });
  answerApi({
    'GET /api/device-pricing': { body: { success: true, devices: [iPhone] } },
    'GET /api/plans': { body: { success: true, plans: [basicPlan, premiumPlan] } },
    'GET /api/addons': { body: { success: true, addons: [anAddOn()] } },
    'GET /api/payment/config': { body: { success: true, mode: 'sandbox' } },
  });
  return renderScreen(<RegisterDevicePage />, { at: '/register-device' });
}

async function chooseIphone({ user }: RenderedScreen) {
  await user.click(await screen.findByRole('radio', { name: /Smartphone/ }));
  await user.type(screen.getByRole('combobox', { name: 'Device model' }), 'iPh');
  await user.click(await screen.findByRole('option', { name: /iPhone 16/ }));
}

async function chooseCondition({ user }: RenderedScreen, condition: string) {
  await user.click(screen.getByRole('combobox', { name: /Device condition/ }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: condition }));
}

describe('device registration, step 1', () => {
  it('when Continue is pressed with nothing chosen, then the spec\'s "Please select a device model." is said and the step stays', async () => {
    const view = showStep1();

    await view.user.click(await screen.findByRole('button', { name: 'Continue to Payment' }));

    expect(
      (await screen.findAllByText(REGISTER_DEVICE_MESSAGES.deviceModelRequired)).length,
    ).toBeGreaterThan(0);
    expect(screen.getByText(IMEI_MESSAGES.required)).toBeTruthy();
    expect(screen.getByText(REGISTER_DEVICE_MESSAGES.conditionRequired)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBeTruthy();
  });

  it("when the IMEI has a wrong check digit, then it says so in the domain's words", async () => {
    const view = showStep1();
    await chooseIphone(view);

    await view.user.click(screen.getByRole('textbox', { name: /IMEI/ }));
    await view.user.paste('352099001761482');
    await view.user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    expect(await screen.findByText(IMEI_MESSAGES.checkDigit)).toBeTruthy();
  });

  // The device's fields are drawn by a memoised section that reads the errors itself (DeviceDetailsStep).
  it('when a custom model is chosen and Continue is pressed with its name and value blank and a purchase date in the future, then each of those fields says what is wrong', async () => {
    const view = showStep1();
    await view.user.click(await screen.findByRole('radio', { name: /Smartphone/ }));
    await view.user.type(screen.getByRole('combobox', { name: 'Device model' }), 'Pixel');
    await view.user.click(await screen.findByRole('option', { name: /Other \/ Custom Model/ }));
    fireEvent.change(screen.getByLabelText(/Purchase date/), { target: { value: '2999-01-01' } });

    await view.user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    const modelName = await screen.findByRole('textbox', { name: /Model name/ });
    expect(modelName.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getAllByText(REGISTER_DEVICE_MESSAGES.customModelNameRequired).length,
    ).toBeGreaterThan(0);
    expect(screen.getByText(REGISTER_DEVICE_MESSAGES.valueRequired)).toBeTruthy();
    expect(screen.getByText(DEVICE_AGE_MESSAGES.future)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Billing/i })).toBeNull();
  }, 90_000);

  it("when a listed phone, its IMEI, a condition, a plan and an add-on are chosen, then the total is the device's price plus the add-on and Continue opens the payment step without sending anything", async () => {
    const view = showStep1();
    await chooseIphone(view);
    // The IMEI field keeps digits only.
    await view.user.click(screen.getByRole('textbox', { name: /IMEI/ }));
    await view.user.paste('35-209900-176148-1');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /IMEI/ }).value).toBe(
      '352099001761481',
    );
    await chooseCondition(view, 'Good');
    await view.user.click(screen.getByRole('radio', { name: 'Choose Basic Plan' }));
    await view.user.click(screen.getByRole('checkbox', { name: /Cloud Backup/ }));

    // The Basic plan at the iPhone's own price ($9.99) and the add-on ($2.99).
    expect(screen.getByTestId('monthly-total').textContent).toContain('$12.98');

    await view.user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    expect(await screen.findByRole('heading', { name: /Billing/i })).toBeTruthy();
    expect(sent.filter((request) => request.method !== 'GET')).toEqual([]);
  }, 90_000);
});
