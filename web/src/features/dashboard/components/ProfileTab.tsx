// Profile: name, phone, address, city, state and ZIP code are edited through PUT
// /api/customers/profile/{email}; the e-mail is shown read-only. Save is disabled while saving and
// before the profile has loaded (spec 02 sections 2 and 5); also the registration date and devices.
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import {
  PROFILE_MESSAGES,
  type ProfileForm,
  US_STATE_CODES,
  profileFormSchema,
} from '@protect/domain';
import { Form } from '../../../components/Form';
import { StateZipFields } from '../../../components/StateZipFields';
import { ApiError } from '../../../lib/api-client';
import { formatDay } from '../../../lib/dates';
import { notifyError, notifySuccess } from '../../../lib/notify';
import type { CustomerDevice, CustomerProfile } from '../api/dashboard-from-wire';
import { useUpdateProfile } from '../api/update-profile';
import { registeredField } from '../../../lib/form-field-props';

type TextFieldName = Exclude<keyof ProfileForm, 'state'>;

const TEXT_FIELDS: ReadonlyArray<{
  name: TextFieldName;
  label: string;
  autoComplete: string;
  wide?: boolean;
}> = [
  { name: 'name', label: 'Full Name', autoComplete: 'name' },
  { name: 'phone', label: 'Phone', autoComplete: 'tel' },
  { name: 'address', label: 'Address', autoComplete: 'street-address', wide: true },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
];

/** A stored state that is not one of the form's codes (written before the rule) shows as none chosen. */
function stateCodeOf(state: string | undefined): ProfileForm['state'] {
  return US_STATE_CODES.find((code) => code === state);
}

function formValuesOf(profile: CustomerProfile | undefined): ProfileForm {
  return {
    name: profile?.name ?? '',
    phone: profile?.phone ?? '',
    address: profile?.address ?? '',
    city: profile?.city ?? '',
    state: stateCodeOf(profile?.state),
    zipCode: profile?.zipCode ?? '',
  };
}

/** The api's field names (zip_code) back to the form's. */
function formFieldOf(field: string): keyof ProfileForm | null {
  if (field === 'zip_code') return 'zipCode';
  return ['name', 'phone', 'address', 'city', 'state'].includes(field)
    ? (field as keyof ProfileForm)
    : null;
}

export function ProfileTab({
  profile,
  devices,
  now,
}: {
  /** Undefined until the dashboard has loaded. */
  profile: CustomerProfile | undefined;
  devices: readonly CustomerDevice[];
  now: Date;
}) {
  const save = useUpdateProfile(profile?.email ?? '');
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<ProfileForm>({
    resolver: yupResolver(profileFormSchema),
    defaultValues: formValuesOf(profile),
  });

  // The form shows the stored profile once it arrives (and again after a save, trimmed as stored).
  useEffect(() => {
    if (profile) reset(formValuesOf(profile));
  }, [profile, reset]);

  const submit = async (form: ProfileForm) => {
    try {
      await save.mutateAsync(form);
      notifySuccess(PROFILE_MESSAGES.saved);
    } catch (error) {
      const fieldErrors =
        error instanceof ApiError && error.errors && !Array.isArray(error.errors)
          ? error.errors
          : {};
      for (const [field, message] of Object.entries(fieldErrors)) {
        const name = formFieldOf(field);
        if (name) setError(name, { message });
      }
      notifyError(PROFILE_MESSAGES.saveFailed);
    }
  };

  const loaded = profile !== undefined;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
      }}
    >
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h3" component="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
            Personal Information
          </Typography>
          <Form onSubmit={handleSubmit(submit)} aria-label="Profile">
            <Box
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}
            >
              <TextField
                id="profile-email"
                label="Email"
                value={profile?.email ?? ''}
                fullWidth
                helperText="Email cannot be changed"
                slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
                sx={{ gridColumn: { sm: '1 / -1' } }}
              />
              {TEXT_FIELDS.map((field) => (
                <TextField
                  key={field.name}
                  {...register(field.name)}
                  id={`profile-${field.name}`}
                  label={field.label}
                  autoComplete={field.autoComplete}
                  required={field.name === 'name'}
                  disabled={!loaded}
                  fullWidth
                  error={Boolean(errors[field.name])}
                  helperText={errors[field.name]?.message}
                  slotProps={{ inputLabel: { shrink: true } }}
                  sx={field.wide ? { gridColumn: { sm: '1 / -1' } } : undefined}
                />
              ))}
              <StateZipFields
                idPrefix="profile"
                disabled={!loaded}
                emptyOption={<option value="">—</option>}
                state={registeredField(register, errors, 'state')}
                zip={registeredField(register, errors, 'zipCode')}
                labelsShrunk={{ state: true, zip: true }}
              />
            </Box>
            <Box sx={{ display: 'flex', gap: 2, mt: 3, alignItems: 'center', flexWrap: 'wrap' }}>
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={!loaded || save.isPending}
              >
                {save.isPending ? 'Saving...' : 'Save Changes'}
              </Button>
              {isDirty && !save.isPending ? (
                <Button onClick={() => reset(formValuesOf(profile))}>Discard changes</Button>
              ) : null}
            </Box>
          </Form>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h3" component="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
            Account
          </Typography>
          <Typography color="textSecondary" variant="body2">
            Member since
          </Typography>
          <Typography sx={{ fontWeight: 600, mb: 2 }} data-testid="registration-date">
            {profile?.registrationDate ? formatDay(profile.registrationDate, now) : '—'}
          </Typography>
          <Typography color="textSecondary" variant="body2">
            Devices
          </Typography>
          {devices.length === 0 ? (
            <Typography sx={{ fontWeight: 600 }}>None registered yet</Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {devices.map((device) => (
                <li key={device.id}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {device.brand} {device.model}
                  </Typography>
                </li>
              ))}
            </Box>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
