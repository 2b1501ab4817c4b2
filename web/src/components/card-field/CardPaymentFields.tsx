// 'Name on Card' and 'ZIP/Postal Code' side by side, the card field under them: what every card payment
// form shows (device registration, a plan change or new card, a deductible).
import type { Ref } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Grid, TextField } from '@mui/material';
import type { BillingDetailsForm } from '@protect/domain';
import { registeredField } from '../../lib/form-field-props';
import { CardField } from './CardField';
import type { CardFieldHandle } from './types';

export interface CardPaymentFieldsProps {
  billing: UseFormReturn<BillingDetailsForm>;
  card: Ref<CardFieldHandle>;
  /** While paying: nothing can be edited. */
  busy: boolean;
  /** The card field's onChange (the next try is a new payment attempt). */
  onCardChange: () => void;
  /** Marks the two fields required and keeps room for their messages, so the form does not jump. */
  required?: boolean;
}

const BILLING_FIELDS = [
  { name: 'nameOnCard', label: 'Name on Card', autoComplete: 'cc-name', width: 7 },
  { name: 'zipCode', label: 'ZIP/Postal Code', autoComplete: 'postal-code', width: 5 },
] as const;

export function CardPaymentFields({
  billing,
  card,
  busy,
  onCardChange,
  required = false,
}: CardPaymentFieldsProps) {
  const { register, formState } = billing;
  return (
    <Grid container spacing={2}>
      {BILLING_FIELDS.map(({ name, label, autoComplete, width }) => (
        <Grid key={name} size={{ xs: 12, sm: width }}>
          <TextField
            label={label}
            autoComplete={autoComplete}
            required={required}
            disabled={busy}
            {...registeredField(register, formState.errors, name, required ? ' ' : undefined)}
          />
        </Grid>
      ))}
      <Grid size={12}>
        <CardField ref={card} disabled={busy} onChange={onCardChange} />
      </Grid>
    </Grid>
  );
}
