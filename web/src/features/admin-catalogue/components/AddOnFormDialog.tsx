// Add/Edit add-on (spec 02 section 5): no required fields, numbers default to 0, features comma separated;
// a blank type is inferred from the name (domain addOnFormSchema).
import type { Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  ADDON_ICONS,
  ADDON_TYPES,
  type AddOnFormValues,
  type AddOnWire,
  COLOR_SCHEMES,
  addOnFormSchema,
} from '@protect/domain';
import { useSaveAddOn } from '../api/admin-addons';
import {
  type CatalogueForm,
  CatalogueFormDialog,
  type CatalogueDialogProps,
} from './CatalogueFormDialog';
import { FullRow, ListingFields, MoneyInput, SelectInput, TextInput } from './FormFields';

export interface AddOnFormInput {
  name: string;
  description: string;
  monthly_price: string;
  addon_type: string;
  icon_name: string;
  color_scheme: string;
  display_order: string;
  is_active: boolean;
  is_popular: boolean;
  features: string;
}

export function addOnFormInput(addOn: AddOnWire | null): AddOnFormInput {
  return {
    name: addOn?.name ?? '',
    description: addOn?.description ?? '',
    monthly_price: addOn ? String(addOn.monthly_price) : '',
    addon_type: addOn?.addon_type ?? '',
    icon_name: addOn?.icon_name ?? 'Shield',
    color_scheme: addOn?.color_scheme ?? 'blue',
    display_order: addOn ? String(addOn.display_order) : '',
    is_active: addOn?.is_active ?? true,
    is_popular: addOn?.is_popular ?? false,
    features: addOn?.features.join(', ') ?? '',
  };
}

const addOnForm: CatalogueForm<AddOnWire, AddOnFormInput, AddOnFormValues> = {
  id: 'addon-form',
  noun: 'Add-on',
  toInput: addOnFormInput,
  resolver: yupResolver(addOnFormSchema) as unknown as Resolver<
    AddOnFormInput,
    unknown,
    AddOnFormValues
  >,
};

export function AddOnFormDialog({ editing, onClose }: CatalogueDialogProps<AddOnWire>) {
  const save = useSaveAddOn();
  return (
    <CatalogueFormDialog form={addOnForm} editing={editing} save={save} onClose={onClose}>
      {({ control, field }) => (
        <>
          <TextInput name="name" label="Name" autoFocus {...field} />
          <MoneyInput name="monthly_price" label="Monthly Price ($)" {...field} />
          <FullRow>
            <TextInput name="description" label="Description" multiline {...field} />
          </FullRow>
          <SelectInput
            name="addon_type"
            label="Type"
            control={control}
            options={['', ...ADDON_TYPES]}
            emptyLabel="From the name"
          />
          <SelectInput name="icon_name" label="Icon" control={control} options={ADDON_ICONS} />
          <SelectInput
            name="color_scheme"
            label="Color Scheme"
            control={control}
            options={COLOR_SCHEMES}
          />
          <TextInput name="display_order" label="Display Order" inputMode="numeric" {...field} />
          <ListingFields control={control} {...field} />
        </>
      )}
    </CatalogueFormDialog>
  );
}
