// Add/Edit plan (spec 02 section 5 'Plan form (admin)'): the spec's defaults for a new plan, Plan Name
// required, numbers parsed on save, features comma separated; a price-range plan sends only price_min and
// price_max, any other only monthly_price and original_price (domain planFormSchema and toPlanPayload).
import { type Resolver, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  COLOR_SCHEMES,
  PLAN_FORM_DEFAULTS,
  type PlanFormValues,
  type PlanWire,
  planFormSchema,
  toPlanPayload,
} from '@protect/domain';
import { useSavePlan } from '../api/admin-plans';
import { CatalogueFormDialog, FullRow } from './CatalogueFormDialog';
import { MoneyInput, SelectInput, SwitchInput, TextInput, useCatalogueForm } from './FormFields';

/** What the inputs hold: text as typed (numbers are parsed on save), switches as booleans. */
export interface PlanFormInput {
  name: string;
  description: string;
  plan_type: string;
  monthly_price: string;
  original_price: string;
  price_min: string;
  price_max: string;
  is_price_range: boolean;
  savings_text: string;
  promotion_text: string;
  duration_months: string;
  claim_limit: string;
  deductible_screen: string;
  deductible_back_glass: string;
  deductible_theft: string;
  coverage_limit: string;
  display_order: string;
  color_scheme: string;
  is_active: boolean;
  is_popular: boolean;
  features: string;
}

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The form's starting values: the spec's defaults for a new plan, else the plan as stored. */
export function planFormInput(plan: PlanWire | null): PlanFormInput {
  const source = plan ?? { ...PLAN_FORM_DEFAULTS, features: [] as string[] };
  return {
    name: source.name,
    description: source.description,
    plan_type: source.plan_type,
    monthly_price: text(source.monthly_price),
    original_price: text(source.original_price),
    price_min: text(source.price_min),
    price_max: text(source.price_max),
    is_price_range: source.is_price_range,
    savings_text: source.savings_text,
    promotion_text: source.promotion_text,
    duration_months: text(source.duration_months),
    claim_limit: text(source.claim_limit),
    deductible_screen: text(source.deductible_screen),
    deductible_back_glass: text(source.deductible_back_glass),
    deductible_theft: text(source.deductible_theft),
    coverage_limit: text(source.coverage_limit),
    display_order: text(source.display_order),
    color_scheme: source.color_scheme,
    is_active: source.is_active,
    is_popular: source.is_popular,
    features: source.features.join(', '),
  };
}

// The schema parses the typed text into the values the api takes.
const resolvePlan = yupResolver(planFormSchema) as unknown as Resolver<
  PlanFormInput,
  unknown,
  PlanFormValues
>;

export function PlanFormDialog({
  open,
  plan,
  onClose,
}: {
  open: boolean;
  /** The plan being edited; null adds a new one. */
  plan: PlanWire | null;
  onClose: () => void;
}) {
  const save = useSavePlan();
  const { control, handleSubmit, field } = useCatalogueForm(resolvePlan, planFormInput, plan, open);
  const isRange = useWatch({ control, name: 'is_price_range' });

  const submit = handleSubmit((values) =>
    save.mutate({ id: plan?.id ?? null, payload: toPlanPayload(values) }, { onSuccess: onClose }),
  );

  return (
    <CatalogueFormDialog
      open={open}
      id="plan-form"
      title={plan ? 'Edit Plan' : 'Add Plan'}
      submitLabel={plan ? 'Update Plan' : 'Create Plan'}
      saving={save.isPending}
      onClose={onClose}
      onSubmit={submit}
      maxWidth="md"
    >
      <TextInput name="name" label="Plan Name" required autoFocus {...field} />
      <TextInput name="plan_type" label="Plan Type" {...field} />
      <FullRow>
        <TextInput name="description" label="Description" multiline {...field} />
      </FullRow>
      <FullRow>
        <SwitchInput
          name="is_price_range"
          label="Price range (priced per device)"
          control={control}
        />
      </FullRow>
      {isRange ? (
        <>
          <MoneyInput name="price_min" label="Minimum Price ($)" {...field} />
          <MoneyInput name="price_max" label="Maximum Price ($)" {...field} />
        </>
      ) : (
        <>
          <MoneyInput name="monthly_price" label="Monthly Price ($)" {...field} />
          <MoneyInput name="original_price" label="Original Price ($)" {...field} />
        </>
      )}
      <TextInput name="savings_text" label="Savings Text" {...field} />
      <TextInput name="promotion_text" label="Promotion Text" {...field} />
      <TextInput name="duration_months" label="Duration (months)" inputMode="numeric" {...field} />
      <TextInput
        name="claim_limit"
        label="Claim Limit"
        inputMode="numeric"
        helperText="Above 10 means unlimited"
        {...field}
      />
      <MoneyInput name="deductible_screen" label="Screen Deductible ($)" {...field} />
      <MoneyInput name="deductible_back_glass" label="Back Glass Deductible ($)" {...field} />
      <TextInput
        name="deductible_theft"
        label="Theft Deductible"
        helperText="An amount, or text such as No Coverage"
        {...field}
      />
      <MoneyInput name="coverage_limit" label="Coverage Limit ($)" {...field} />
      <TextInput name="display_order" label="Display Order" inputMode="numeric" {...field} />
      <SelectInput
        name="color_scheme"
        label="Color Scheme"
        control={control}
        options={COLOR_SCHEMES}
      />
      <FullRow>
        <TextInput
          name="features"
          label="Features"
          helperText="Comma separated"
          multiline
          {...field}
        />
      </FullRow>
      <SwitchInput name="is_active" label="Active" control={control} />
      <SwitchInput name="is_popular" label="Popular" control={control} />
    </CatalogueFormDialog>
  );
}
