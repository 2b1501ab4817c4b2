// The card field, used by the registration, subscription and claim payment forms through
// CardPaymentFields (the name on the card and the ZIP code beside it, the card under them).
//
//   const card = useRef<CardFieldHandle>(null);
//   <CardPaymentFields card={card} busy={paying} onCardChange={...} billing={form} />
//   const method = await card.current.createPaymentMethod({ name, zip });
//   // 'error' in method: show method.error; else send method.paymentMethodId to the api
//   // api answered 402 requires_action: await card.current.confirmCardAction(payment_intent_client_secret),
//   // then send the same request again (same Idempotency-Key), also when it answered an error.
//
// card.current is null only when the field is not on the page: say REGISTER_DEVICE_MESSAGES
// .paymentFieldNotMounted. When the payment config failed to load the field shows 'Payment system not
// ready. Please refresh the page.' and both methods answer that error.
//
// useCardPayment is the whole payment of a form that pays in one tap (use-card-payment.ts).
export { CardPaymentFields, type CardPaymentFieldsProps } from './CardPaymentFields';
export { billingDetailsOf, useBillingDetailsForm } from './billing-details';
export { useCardPayment } from './use-card-payment';
export type { BillingDetails, CardFieldHandle } from './types';
