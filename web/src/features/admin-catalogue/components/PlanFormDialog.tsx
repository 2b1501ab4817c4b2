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
} from '@protect/domain';
import { useSavePlan } from '../api/admin-plans';
import {
  type CatalogueFields,
  type CatalogueForm,
  CatalogueFormDialog,
  type CatalogueDialogProps,
} from './CatalogueFormDialog';
import {
  FullRow,
  ListingFields,
  MoneyInput,
  SelectInput,
  SwitchInput,
  TextInput,
} from './FormFields';

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

const planForm: CatalogueForm<PlanWire, PlanFormInput, PlanFormValues> = {
  id: 'plan-form',
  noun: 'Plan',
  submitLabels: { create: 'Create Plan', update: 'Update Plan' },
  maxWidth: 'md',
  toInput: planFormInput,
  // The schema parses the typed text into the values the api takes.
  resolver: yupResolver(planFormSchema) as unknown as Resolver<
    PlanFormInput,
    unknown,
    PlanFormValues
  >,
};

/** A price-range plan is priced by its range, any other by its monthly and original prices. */
function PlanPriceFields({ control, field }: CatalogueFields<PlanFormInput, PlanFormValues>) {
  const isRange = useWatch({ control, name: 'is_price_range' });
  return isRange ? (
    <>
      <MoneyInput name="price_min" label="Minimum Price ($)" {...field} />
      <MoneyInput name="price_max" label="Maximum Price ($)" {...field} />
    </>
  ) : (
    <>
      <MoneyInput name="monthly_price" label="Monthly Price ($)" {...field} />
      <MoneyInput name="original_price" label="Original Price ($)" {...field} />
    </>
  );
}

export function PlanFormDialog({ editing, onClose }: CatalogueDialogProps<PlanWire>) {
  const save = useSavePlan();
  return (
    <CatalogueFormDialog form={planForm} editing={editing} save={save} onClose={onClose}>
      {({ control, field }) => (
        <>
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
          <PlanPriceFields control={control} field={field} />
          <TextInput name="savings_text" label="Savings Text" {...field} />
          <TextInput name="promotion_text" label="Promotion Text" {...field} />
          <TextInput
            name="duration_months"
            label="Duration (months)"
            inputMode="numeric"
            {...field}
          />
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
          <ListingFields control={control} {...field} />
        </>
      )}
    </CatalogueFormDialog>
  );
}
