// The name on the card and its ZIP/postal code: the form every card payment asks for beside the card.
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { type BillingDetailsForm, billingDetailsSchema } from '@protect/domain';
import type { BillingDetails } from './types';

export function useBillingDetailsForm() {
  return useForm<BillingDetailsForm>({
    resolver: yupResolver(billingDetailsSchema),
    defaultValues: { nameOnCard: '', zipCode: '' },
  });
}

/** What the card field sends with the card: the form's values without surrounding spaces. */
export function billingDetailsOf({ nameOnCard, zipCode }: BillingDetailsForm): BillingDetails {
  return { name: nameOnCard.trim(), zip: zipCode.trim() };
}
