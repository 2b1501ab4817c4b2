// The admin's Add Plan dialog (web/src/features/admin-catalogue/components/PlanFormDialog.tsx): the spec's defaults,
// 'Plan Name is required', a price-range plan sending only its range, features split at commas, and the
// api's answer told as the spec words it.
import { screen, waitFor } from '@testing-library/react';
import { ADMIN_MESSAGES, PLAN_FORM_DEFAULTS } from '@protect/domain';
import { PlanFormDialog } from '../../src/features/admin-catalogue/components/PlanFormDialog';
import { answerApi, sentTo } from './support/api';
import { signInAs } from './support/firebase';
import { renderScreen } from './support/render';
import { aPlan } from './support/wire';

function showDialog() {
  signInAs({ uid: 'admin-1', email: 'admin@example.test', name: 'Ada Admin', role: 'admin' });
  const onClose = jest.fn();
  const view = renderScreen(<PlanFormDialog editing={{ record: null }} onClose={onClose} />);
  return { ...view, onClose };
}

describe('the admin plan dialog', () => {
  it("when a new plan is opened, then it holds the spec's defaults", () => {
    showDialog();

    expect(screen.getByRole('heading', { name: 'Add Plan' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Claim Limit').value).toBe(
      String(PLAN_FORM_DEFAULTS.claim_limit),
    );
    expect(screen.getByLabelText<HTMLInputElement>('Screen Deductible ($)').value).toBe('29.99');
    expect(screen.getByLabelText<HTMLInputElement>('Theft Deductible').value).toBe('No Coverage');
    expect(screen.getByLabelText<HTMLInputElement>('Coverage Limit ($)').value).toBe('1000');
  });

  it('when it is saved without a name, then it says "Plan Name is required" and sends nothing', async () => {
    const { user } = showDialog();

    await user.click(screen.getByRole('button', { name: 'Create Plan' }));

    expect(await screen.findByText(ADMIN_MESSAGES.planNameRequired)).toBeTruthy();
    expect(sentTo('POST /api/admin/plans')).toHaveLength(0);
  });

  it('when a price-range plan is created, then only its range and the trimmed features are sent, "Plan created" shows and the dialog closes', async () => {
    answerApi({
      'POST /api/admin/plans': {
        status: 201,
        body: { success: true, message: 'Plan created', plan: aPlan({ id: 7 }) },
      },
    });
    const { user, onClose } = showDialog();

    await user.type(screen.getByLabelText(/Plan Name/), 'Tablet Care');
    await user.click(screen.getByLabelText('Price range (priced per device)'));
    await user.type(screen.getByLabelText('Minimum Price ($)'), '4.99');
    await user.type(screen.getByLabelText('Maximum Price ($)'), '14.99');
    await user.type(screen.getByLabelText(/Features/), ' Screen repairs , ,Battery ');
    await user.click(screen.getByRole('button', { name: 'Create Plan' }));

    expect(await screen.findByText(ADMIN_MESSAGES.planCreated)).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [request] = sentTo('POST /api/admin/plans');
    expect(request?.headers.get('Authorization')).toBe('Bearer token-admin-1');
    expect(request?.body).toMatchObject({
      name: 'Tablet Care',
      is_price_range: true,
      price_min: 4.99,
      price_max: 14.99,
      monthly_price: null,
      original_price: null,
      features: ['Screen repairs', 'Battery'],
    });
  });

  it('when the api refuses the plan, then its message shows and the dialog stays open', async () => {
    answerApi({
      'POST /api/admin/plans': {
        status: 409,
        body: { success: false, message: 'A plan with this name already exists', code: 'conflict' },
      },
    });
    const { user, onClose } = showDialog();

    await user.type(screen.getByLabelText(/Plan Name/), 'Basic Plan');
    await user.type(screen.getByLabelText('Monthly Price ($)'), '9.99');
    await user.click(screen.getByRole('button', { name: 'Create Plan' }));

    expect(await screen.findByText('A plan with this name already exists')).toBeTruthy();
    const sent = sentTo('POST /api/admin/plans')[0]?.body as Record<string, unknown>;
    // A fixed-price plan sends its monthly price, not a range (spec 02 section 5).
    expect(sent.monthly_price).toBe(9.99);
    expect(sent).not.toHaveProperty('price_min');
    expect(sent).not.toHaveProperty('price_max');
    expect(onClose).not.toHaveBeenCalled();
  });
});
