// The card field, used by the registration and subscription pages.
//
//   const card = useRef<CardFieldHandle>(null);
//   <CardField ref={card} disabled={paying} onChange={...} />
//   const method = await card.current.createPaymentMethod({ name, zip });
//   // 'error' in method: show method.error; else send method.paymentMethodId to the api
//   // api answered 402 requires_action: await card.current.confirmCardAction(payment_intent_client_secret),
//   // then send the same request again (same Idempotency-Key), also when it answered an error.
//
// card.current is null only when the field is not on the page: say REGISTER_DEVICE_MESSAGES
// .paymentFieldNotMounted. When the payment config failed to load the field shows 'Payment system not
// ready. Please refresh the page.' and both methods answer that error.
export { CardField } from './CardField';
export type { CardFieldHandle } from './types';
