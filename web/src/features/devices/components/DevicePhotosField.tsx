// Optional photos of the front and back of the device: images only, shown with their name and a preview.
import { useState, type ChangeEvent } from 'react';
import { Box, Button, FormHelperText, Grid, Typography } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@protect/domain';
import { FilePickerButton } from '../../../components/FilePickerButton';

export type PhotoSide = 'front' | 'back';

export interface ChosenPhoto {
  file: File;
  /** An object URL of the file, made when it was chosen and revoked when it is replaced or dropped. */
  previewUrl: string;
}

const SIDES: Record<PhotoSide, string> = { front: 'Front of device', back: 'Back of device' };

export function DevicePhotosField({
  photos,
  onChange,
  disabled = false,
}: {
  photos: Record<PhotoSide, ChosenPhoto | null>;
  onChange: (side: PhotoSide, file: File | null) => void;
  disabled?: boolean;
}) {
  const [errors, setErrors] = useState<Record<PhotoSide, string | null>>({
    front: null,
    back: null,
  });

  const choose = (side: PhotoSide, event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Choosing the same file again must fire change again.
    event.target.value = '';
    if (!file) return;
    const problem = !file.type.startsWith('image/')
      ? UPLOAD_MESSAGES.notAnImage
      : file.size > MAX_UPLOAD_BYTES
        ? UPLOAD_MESSAGES.tooLarge
        : null;
    setErrors((before) => ({ ...before, [side]: problem }));
    if (!problem) onChange(side, file);
  };

  return (
    <Grid container spacing={2}>
      {(Object.keys(SIDES) as PhotoSide[]).map((side) => {
        const photo = photos[side];
        const label = SIDES[side];
        const errorId = `device-photo-${side}-error`;
        return (
          <Grid key={side} size={{ xs: 12, sm: 6 }}>
            <Box
              sx={{
                border: 1,
                borderStyle: photo ? 'solid' : 'dashed',
                borderColor: errors[side] ? 'error.main' : 'divider',
                borderRadius: 2,
                p: 2,
                display: 'flex',
                gap: 2,
                alignItems: 'center',
                minHeight: 112,
              }}
            >
              {photo ? (
                <Box
                  component="img"
                  src={photo.previewUrl}
                  alt={`${label} preview`}
                  sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
                />
              ) : (
                <Box
                  aria-hidden
                  sx={{
                    width: 72,
                    height: 72,
                    borderRadius: 1,
                    bgcolor: 'primary.light',
                    color: 'primary.main',
                    display: 'grid',
                    placeItems: 'center',
                    flexShrink: 0,
                  }}
                >
                  <PhotoCameraIcon />
                </Box>
              )}
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
                <Typography
                  variant="body2"
                  color="textSecondary"
                  sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', mb: 1 }}
                  data-testid={`device-photo-${side}-name`}
                >
                  {photo ? photo.file.name : 'Optional'}
                </Typography>
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                  <FilePickerButton
                    variant="outlined"
                    size="small"
                    disabled={disabled}
                    aria-describedby={errors[side] ? errorId : undefined}
                    input={{
                      accept: 'image/*',
                      disabled,
                      'aria-describedby': errors[side] ? errorId : undefined,
                      onChange: (event) => choose(side, event),
                      'data-testid': `device-photo-${side}-input`,
                    }}
                  >
                    {photo ? 'Replace' : 'Choose photo'}
                    <span className="visually-hidden"> ({label.toLowerCase()})</span>
                  </FilePickerButton>
                  {photo ? (
                    <Button size="small" onClick={() => onChange(side, null)} disabled={disabled}>
                      Remove<span className="visually-hidden"> ({label.toLowerCase()})</span>
                    </Button>
                  ) : null}
                </Box>
              </Box>
            </Box>
            <FormHelperText id={errorId} error>
              {errors[side] ?? ''}
            </FormHelperText>
          </Grid>
        );
      })}
    </Grid>
  );
}
