// The claim form (web/src/features/claims/components/ClaimForm.tsx): the spec's required fields, the police
// report only for theft, the deductible of the chosen peril under the plan in force on the incident day, and
// the claim it hands over for filing.
import { screen, within } from '@testing-library/react';
import { CLAIM_MESSAGES, type ClaimForm as ClaimFormData } from '@protect/domain';
import { claimableDevices } from '../../src/features/claims/api/claimable-devices';
import { ClaimForm, localToday } from '../../src/features/claims/components/ClaimForm';
import { aSubscription } from './support/wire';
import { renderScreen, type RenderedScreen } from './support/render';

const today = localToday();
// Covered from the first of last month: any day this month is an incident under the Basic plan.
const start = new Date();
start.setUTCMonth(start.getUTCMonth() - 1, 1);
const devices = claimableDevices(
  [
    aSubscription({
      periodStart: start.toISOString().slice(0, 10),
      nextBilling: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
    }),
  ],
  new Date(),
);

function showForm() {
  const onSubmit = jest.fn((_form: ClaimFormData, _photos: File[]) => Promise.resolve(null));
  const view = renderScreen(<ClaimForm devices={devices} submitting={false} onSubmit={onSubmit} />);
  return { ...view, onSubmit };
}

async function choose({ user }: RenderedScreen, label: string, option: string | RegExp) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

describe('the claim form', () => {
  it('when it is sent empty, then each required field says the spec\'s "Please fill in all required fields" and nothing is filed', async () => {
    const { user, onSubmit } = showForm();

    await user.click(screen.getByRole('button', { name: 'Submit Claim' }));

    // The one device is chosen already; the other three required fields are not.
    expect(await screen.findAllByText(CLAIM_MESSAGES.required)).toHaveLength(3);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("when a screen claim is chosen for a day under the plan, then the form shows that peril's deductible and files what was typed", async () => {
    const view = showForm();
    const { user, onSubmit } = view;

    await choose(view, 'Claim type', 'screen damage');
    await user.type(screen.getByLabelText(/Description/), 'Dropped it on the pavement');
    await user.type(screen.getByLabelText(/Incident date/), today);
    await user.type(screen.getByLabelText(/Estimated repair cost/), '180');

    expect(screen.getByTestId('claim-deductible-preview').textContent).toBe(
      'Deductible for this claim: $29.99. It is charged to your card on file when the claim is approved.',
    );
    expect(screen.queryByLabelText(/Police report number/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Submit Claim' }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      device_id: 'dev-1',
      claim_type: 'screen_damage',
      description: 'Dropped it on the pavement',
      incident_date: today,
      estimated_repair_cost: 180,
    });
  });

  it('when theft is chosen on a plan without theft cover, then it says the plan does not cover it and asks for a police report', async () => {
    const view = showForm();

    await choose(view, 'Claim type', 'theft');
    await view.user.type(screen.getByLabelText(/Incident date/), today);

    expect(screen.getByTestId('claim-deductible-preview').textContent).toBe(
      'Your Basic Plan does not cover theft',
    );
    expect(screen.getByLabelText(/Police report number/)).toBeTruthy();
  });

  it('when the incident date is after today, then it says the domain\'s "Incident date cannot be in the future"', async () => {
    const view = showForm();
    const tomorrow = localToday(new Date(Date.now() + 2 * 86_400_000));

    await choose(view, 'Claim type', 'water damage');
    await view.user.type(screen.getByLabelText(/Description/), 'Fell in the sink');
    await view.user.type(screen.getByLabelText(/Incident date/), tomorrow);
    await view.user.click(screen.getByRole('button', { name: 'Submit Claim' }));

    expect(await screen.findByText(CLAIM_MESSAGES.futureIncident)).toBeTruthy();
    expect(view.onSubmit).not.toHaveBeenCalled();
  });
});
