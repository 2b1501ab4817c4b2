// The sandbox card field (web/src/components/card-field): Stripe's test cards typed as a person types them,
// Stripe's checks with the spec's words, and only a PaymentMethod id leaving the field.
import { createRef } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { CARD_ERROR_MESSAGES, REGISTER_DEVICE_MESSAGES } from '@protect/domain';
import type { CardFieldHandle } from '../../src/components/card-field';
import { CardField } from '../../src/components/card-field/CardField';
import { answerApi, sent } from './support/api';
import { renderScreen } from './support/render';

const billing = { name: 'Pat Lee', zip: '94105' };
const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

async function showSandboxField() {
  answerApi({ 'GET /api/payment/config': { body: { success: true, mode: 'sandbox' } } });
  const card = createRef<CardFieldHandle>();
  const view = renderScreen(<CardField ref={card} />);
  await screen.findByLabelText('Card number');
  return { ...view, card };
}

describe('the sandbox card field', () => {
  it('when a test card is typed, then it reads as on the card and becomes its PaymentMethod id, and no card number is sent anywhere', async () => {
    const { user, card } = await showSandboxField();

    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry (MM / YY)'), `12${nextYear}`);
    await user.type(screen.getByLabelText('CVC'), '1234');

    expect(screen.getByLabelText<HTMLInputElement>('Card number').value).toBe(
      '4242 4242 4242 4242',
    );
    expect(screen.getByLabelText<HTMLInputElement>('Expiry (MM / YY)').value).toBe(
      `12 / ${nextYear}`,
    );
    // A Visa takes a 3-digit CVC: the fourth digit is not kept.
    expect(screen.getByLabelText<HTMLInputElement>('CVC').value).toBe('123');
    await expect(card.current?.createPaymentMethod(billing)).resolves.toEqual({
      paymentMethodId: 'pm_card_visa',
    });
    expect(JSON.stringify(sent)).not.toContain('4242');
  });

  it('when a declining test card is typed, then it becomes the declining PaymentMethod id', async () => {
    const { user, card } = await showSandboxField();

    await user.type(screen.getByLabelText('Card number'), '4000000000000002');
    await user.type(screen.getByLabelText('Expiry (MM / YY)'), `01${nextYear}`);
    await user.type(screen.getByLabelText('CVC'), '321');

    await expect(card.current?.createPaymentMethod(billing)).resolves.toEqual({
      paymentMethodId: 'pm_card_visa_chargeDeclined',
    });
  });

  it("when the number is left unfinished, then the spec's message shows under the field once the person moves on", async () => {
    const { user } = await showSandboxField();

    await user.type(screen.getByLabelText('Card number'), '4242 4242');
    expect(screen.queryByText(CARD_ERROR_MESSAGES.incomplete_number)).toBeNull();
    await user.click(screen.getByLabelText('Expiry (MM / YY)'));

    expect(screen.getByText(CARD_ERROR_MESSAGES.incomplete_number)).toBeTruthy();
    expect(screen.getByLabelText('Card number').getAttribute('aria-invalid')).toBe('true');
  });

  it('when the month is not a month, then it says so at once and paying is refused with the same words', async () => {
    const { user, card } = await showSandboxField();

    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry (MM / YY)'), '13');

    expect(screen.getByText(CARD_ERROR_MESSAGES.invalid_expiry_month)).toBeTruthy();
    await expect(card.current?.createPaymentMethod(billing)).resolves.toEqual({
      error: CARD_ERROR_MESSAGES.invalid_expiry_month,
    });
  });

  it('when the payment configuration cannot be read, then the field says the spec\'s "not ready" and refuses to pay', async () => {
    answerApi({
      'GET /api/payment/config': { status: 503, body: { success: false, message: 'down' } },
    });
    const card = createRef<CardFieldHandle>();
    renderScreen(<CardField ref={card} />);

    expect(await screen.findByText(REGISTER_DEVICE_MESSAGES.paymentNotReady)).toBeTruthy();
    await waitFor(() => expect(card.current).not.toBeNull());
    await expect(card.current?.createPaymentMethod(billing)).resolves.toEqual({
      error: REGISTER_DEVICE_MESSAGES.paymentNotReady,
    });
  });
});
