// Add/Edit device pricing (spec 02 section 5): no required fields, numbers default to 0
// (domain devicePricingFormSchema parses what was typed).
import type { Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  type DevicePricingFormValues,
  type DevicePricingWire,
  devicePricingFormSchema,
} from '@protect/domain';
import { useSaveDevicePricing } from '../api/admin-device-pricing';
import {
  type CatalogueForm,
  CatalogueFormDialog,
  type CatalogueDialogProps,
} from './CatalogueFormDialog';
import { MoneyInput, SwitchInput, TextInput } from './FormFields';

export interface DevicePricingFormInput {
  device_brand: string;
  device_model: string;
  device_value: string;
  plan_price: string;
  deductible_screen: string;
  deductible_back_glass: string;
  deductible_theft: string;
  is_active: boolean;
}

export function devicePricingFormInput(device: DevicePricingWire | null): DevicePricingFormInput {
  return {
    device_brand: device?.device_brand ?? '',
    device_model: device?.device_model ?? '',
    device_value: device ? String(device.device_value) : '',
    plan_price: device ? String(device.plan_price) : '',
    deductible_screen: device ? String(device.deductible_screen) : '',
    deductible_back_glass: device ? String(device.deductible_back_glass) : '',
    deductible_theft: device ? String(device.deductible_theft) : '',
    is_active: device?.is_active ?? true,
  };
}

const devicePricingForm: CatalogueForm<
  DevicePricingWire,
  DevicePricingFormInput,
  DevicePricingFormValues
> = {
  id: 'device-form',
  noun: 'Device Pricing',
  toInput: devicePricingFormInput,
  resolver: yupResolver(devicePricingFormSchema) as unknown as Resolver<
    DevicePricingFormInput,
    unknown,
    DevicePricingFormValues
  >,
};

export function DevicePricingFormDialog({
  editing,
  onClose,
}: CatalogueDialogProps<DevicePricingWire>) {
  const save = useSaveDevicePricing();
  return (
    <CatalogueFormDialog form={devicePricingForm} editing={editing} save={save} onClose={onClose}>
      {({ control, field }) => (
        <>
          <TextInput name="device_brand" label="Brand" autoFocus {...field} />
          <TextInput name="device_model" label="Model" {...field} />
          <MoneyInput name="device_value" label="Device Value ($)" {...field} />
          <MoneyInput name="plan_price" label="Plan Price ($/month)" {...field} />
          <MoneyInput name="deductible_screen" label="Screen Deductible ($)" {...field} />
          <MoneyInput name="deductible_back_glass" label="Back Glass Deductible ($)" {...field} />
          <MoneyInput name="deductible_theft" label="Theft Deductible ($)" {...field} />
          <SwitchInput name="is_active" label="Active" control={control} />
        </>
      )}
    </CatalogueFormDialog>
  );
}
