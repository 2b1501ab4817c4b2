// The claim form (spec 02 section 5): device, claim type, description and incident date required ('Please
// fill in all required fields'), estimated repair cost optional, police report number only for theft, and
// up to 5 photos. Checked with the domain's claim schema, the one the api checks the request with.
import { memo, useState } from 'react';
import {
  Controller,
  useForm,
  useFormState,
  useWatch,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Box, Button, CircularProgress, Grid, MenuItem, TextField } from '@mui/material';
import { Notice } from '../../../components/Notice';
import {
  CLAIM_TYPES,
  type ClaimForm as ClaimFormData,
  claimSchema,
  claimTypeLabel,
  deductiblePreview,
  deductiblePreviewText,
  isClaimType,
  requiresPoliceReport,
} from '@protect/domain';
import { Form } from '../../../components/Form';
import type { ClaimableDevice } from '../api/get-claimable-devices';
import { ClaimPhotosField, type ClaimPhoto } from './ClaimPhotosField';
import { controlledField, registeredField } from '../../../lib/form-field-props';

/** What the inputs hold: text, read into a ClaimForm by the schema. */
export interface ClaimFormValues {
  device_id: string;
  claim_type: string;
  description: string;
  incident_date: string;
  estimated_repair_cost: string;
  police_report_number: string;
}

const EMPTY: ClaimFormValues = {
  device_id: '',
  claim_type: '',
  description: '',
  incident_date: '',
  estimated_repair_cost: '',
  police_report_number: '',
};

/** Today in the customer's own calendar, 'YYYY-MM-DD'. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const resolveClaim = yupResolver(claimSchema) as unknown as Resolver<ClaimFormValues>;
/** The schema refuses an incident after today: today as the customer's calendar reads it. */
const claimResolver: Resolver<ClaimFormValues> = (values, _context, options) =>
  resolveClaim(values, { now: new Date(`${localToday()}T00:00:00Z`) }, options);

export type FieldMessages = Record<string, string>;

export function deviceOptionLabel(device: ClaimableDevice): string {
  return `${device.brand} ${device.model} (IMEI ending ${device.imei.slice(-4)})`;
}

interface ClaimFormProps {
  devices: ClaimableDevice[];
  submitting: boolean;
  /** Files the claim; resolves to the api's field messages when it refused some fields, else null. */
  onSubmit: (form: ClaimFormData, photos: File[]) => Promise<FieldMessages | null>;
}

export function ClaimForm({ devices, submitting, onSubmit }: ClaimFormProps) {
  const form = useForm<ClaimFormValues>({
    resolver: claimResolver,
    defaultValues: { ...EMPTY, device_id: devices.length === 1 ? (devices[0]?.id ?? '') : '' },
  });
  // The fields are drawn apart, memoised, and read the errors themselves: react-hook-form sets
  // formState.isReady in a layout effect when the form mounts, which draws this component again inside
  // the commit that first showed the form (README, "How the web build reaches the screen").
  return (
    <ClaimFormFields form={form} devices={devices} submitting={submitting} onSubmit={onSubmit} />
  );
}

const ClaimFormFields = memo(function ClaimFormFields({
  form,
  devices,
  submitting,
  onSubmit,
}: ClaimFormProps & { form: UseFormReturn<ClaimFormValues> }) {
  const { control, register, handleSubmit, setError } = form;
  const { errors } = useFormState({ control });
  const claimType = useWatch({ control, name: 'claim_type' });
  const deviceId = useWatch({ control, name: 'device_id' });
  const incidentDate = useWatch({ control, name: 'incident_date' });
  const chosenDevice = devices.find((device) => device.id === deviceId);
  // What the claim will owe, judged as the api will judge it: shown once device, peril and day are chosen.
  const preview =
    chosenDevice && isClaimType(claimType) && /^\d{4}-\d{2}-\d{2}$/.test(incidentDate)
      ? deductiblePreview(chosenDevice.versions, claimType, incidentDate)
      : null;
  const [photos, setPhotos] = useState<ClaimPhoto[]>([]);

  const submit = handleSubmit(async (values) => {
    // The resolver hands over the schema's output (the cost as a number, no report number unless theft).
    const refused = await onSubmit(
      values as unknown as ClaimFormData,
      photos.map((photo) => photo.file),
    );
    // A rule only the api can check (an incident before coverage started) is shown on its field too.
    for (const [field, message] of Object.entries(refused ?? {}))
      if (field in EMPTY) setError(field as keyof ClaimFormValues, { message });
  });

  return (
    <Form onSubmit={submit} aria-label="Claim form">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Controller
            control={control}
            name="device_id"
            render={(controller) => (
              <TextField
                select
                fullWidth
                label="Device"
                required
                {...controlledField(controller)}
                // A long model name wraps instead of hiding the IMEI digits on a phone.
                sx={{ '& .MuiInputBase-root .MuiSelect-select': { whiteSpace: 'normal' } }}
              >
                {devices.map((device) => (
                  <MenuItem key={device.id} value={device.id}>
                    {deviceOptionLabel(device)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Controller
            control={control}
            name="claim_type"
            render={(controller) => (
              <TextField
                select
                fullWidth
                label="Claim type"
                required
                {...controlledField(controller)}
                slotProps={{ select: { sx: { textTransform: 'capitalize' } } }}
              >
                {CLAIM_TYPES.map((type) => (
                  <MenuItem key={type} value={type} sx={{ textTransform: 'capitalize' }}>
                    {claimTypeLabel(type)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
        <Grid size={12}>
          {/* A plain text area of four rows: MUI's own (which grows with the text) measures itself in
              a layout effect, and that forced the page's first layout into React's commit, the longest
              task of /customer/claims on a throttled phone. */}
          <TextField
            fullWidth
            multiline
            rows={4}
            label="Description"
            required
            placeholder="What happened to the device?"
            slotProps={{ input: { inputComponent: 'textarea' } }}
            {...registeredField(register, errors, 'description', ' ')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            fullWidth
            type="date"
            label="Incident date"
            required
            {...registeredField(register, errors, 'incident_date', ' ')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: localToday() } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            fullWidth
            type="number"
            label="Estimated repair cost (optional)"
            {...registeredField(
              register,
              errors,
              'estimated_repair_cost',
              'In USD, if you know it',
            )}
            slotProps={{ htmlInput: { step: 0.01, min: 0, inputMode: 'decimal' } }}
          />
        </Grid>
        {requiresPoliceReport(claimType) ? (
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              fullWidth
              label="Police report number"
              required
              {...registeredField(
                register,
                errors,
                'police_report_number',
                'Required for theft claims',
              )}
            />
          </Grid>
        ) : null}
        {preview ? (
          <Grid size={12}>
            <Notice
              severity={preview.kind === 'notCovered' ? 'warning' : 'info'}
              data-testid="claim-deductible-preview"
            >
              {deductiblePreviewText(preview)}
              {preview.kind === 'amount'
                ? '. It is charged to your card on file when the claim is approved.'
                : null}
            </Notice>
          </Grid>
        ) : null}
        <Grid size={12}>
          <ClaimPhotosField photos={photos} onChange={setPhotos} disabled={submitting} />
        </Grid>
      </Grid>
      <Box sx={{ mt: 2, display: 'flex', justifyContent: { xs: 'stretch', sm: 'flex-end' } }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={submitting}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
          startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
        >
          {submitting ? 'Submitting...' : 'Submit Claim'}
        </Button>
      </Box>
    </Form>
  );
});
