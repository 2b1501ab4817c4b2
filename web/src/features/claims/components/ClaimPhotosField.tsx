// The claim's photos: images only, at most 5 kept in total (the domain's keepClaimPhotos; an appeal's 3),
// each at most 10 MB and together at most 30 MB (what one request may carry); previews with a remove
// button each.
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Box, FormHelperText, IconButton, Typography } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import CloseIcon from '@mui/icons-material/Close';
import {
  CLAIM_MESSAGES,
  MAX_CLAIM_PHOTOS,
  MAX_CLAIM_UPLOAD_BYTES,
  MAX_UPLOAD_BYTES,
  UPLOAD_MESSAGES,
  keepClaimPhotos,
} from '@protect/domain';
import { FilePickerButton } from '../../../components/FilePickerButton';

export interface ClaimPhoto {
  id: number;
  file: File;
  /** An object URL of the file, made when it was chosen and revoked when it is removed or the form goes. */
  previewUrl: string;
  /** keepClaimPhotos reads the file's type. */
  type: string;
}

let nextId = 1;

/** Why some of the chosen files were left out, or null when all were kept. */
function leftOutReason(
  chosen: readonly File[],
  kept: number,
  before: number,
  tooBig: boolean,
  tooMany: string,
): string | null {
  if (tooBig) return UPLOAD_MESSAGES.tooLarge;
  if (chosen.some((file) => !file.type.startsWith('image/'))) return UPLOAD_MESSAGES.notAnImage;
  if (before + chosen.length > kept) return tooMany;
  return null;
}

export function ClaimPhotosField({
  photos,
  onChange,
  disabled = false,
  max = MAX_CLAIM_PHOTOS,
  tooManyMessage = CLAIM_MESSAGES.tooManyPhotos,
  testId = 'claim-photos-input',
}: {
  photos: ClaimPhoto[];
  onChange: (photos: ClaimPhoto[]) => void;
  disabled?: boolean;
  /** How many photos may be chosen: a claim's 5, an appeal's 3. */
  max?: number;
  tooManyMessage?: string;
  testId?: string;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  // The claim form and an appeal dialog can be on one page: each field has its own help id.
  const helpId = useId();
  // Previews still shown when the form goes are revoked then.
  const shown = useRef(photos);
  useEffect(() => {
    shown.current = photos;
  }, [photos]);
  useEffect(
    () => () => shown.current.forEach((photo) => URL.revokeObjectURL(photo.previewUrl)),
    [],
  );

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    // Choosing the same file again must fire change again.
    event.target.value = '';
    if (chosen.length === 0) return;
    const small = chosen.filter((file) => file.size <= MAX_UPLOAD_BYTES);
    const candidates = small.map((file) => ({ id: 0, file, previewUrl: '', type: file.type }));
    const kept = keepClaimPhotos(photos, candidates, max);
    const total = kept.reduce((sum, photo) => sum + photo.file.size, 0);
    if (total > MAX_CLAIM_UPLOAD_BYTES) {
      setProblem(CLAIM_MESSAGES.photosTooLarge);
      return;
    }
    const added = kept.slice(photos.length).map((photo) => ({
      ...photo,
      id: nextId++,
      previewUrl: URL.createObjectURL(photo.file),
    }));
    setProblem(
      leftOutReason(
        chosen,
        kept.length,
        photos.length,
        small.length < chosen.length,
        tooManyMessage,
      ),
    );
    if (added.length > 0) onChange([...photos, ...added]);
  };

  const remove = (photo: ClaimPhoto) => {
    URL.revokeObjectURL(photo.previewUrl);
    setProblem(null);
    onChange(photos.filter((p) => p.id !== photo.id));
  };

  const full = photos.length >= max;
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <FilePickerButton
          variant="outlined"
          startIcon={<PhotoCameraIcon />}
          disabled={disabled || full}
          aria-describedby={helpId}
          input={{
            accept: 'image/*',
            multiple: true,
            disabled: disabled || full,
            'aria-describedby': helpId,
            onChange: choose,
            'data-testid': testId,
          }}
        >
          Add photos
        </FilePickerButton>
        <Typography id={helpId} variant="body2" color="textSecondary">
          Images only, up to {max} photos ({photos.length} of {max} added)
        </Typography>
      </Box>
      {photos.length > 0 ? (
        <Box
          component="ul"
          aria-label="Chosen photos"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
        >
          {photos.map((photo, index) => (
            <Box component="li" key={photo.id} sx={{ position: 'relative' }}>
              <Box
                component="img"
                src={photo.previewUrl}
                alt={`Photo ${index + 1}: ${photo.file.name}`}
                sx={{
                  width: 88,
                  height: 88,
                  objectFit: 'cover',
                  borderRadius: 1,
                  border: 1,
                  borderColor: 'divider',
                  display: 'block',
                }}
              />
              <IconButton
                size="small"
                onClick={() => remove(photo)}
                disabled={disabled}
                aria-label={`Remove photo ${index + 1}`}
                sx={{
                  position: 'absolute',
                  top: -10,
                  right: -10,
                  bgcolor: 'background.paper',
                  border: 1,
                  borderColor: 'divider',
                  '&:hover': { bgcolor: 'background.default' },
                }}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      ) : null}
      <FormHelperText error role={problem ? 'alert' : undefined}>
        {problem ?? ''}
      </FormHelperText>
    </Box>
  );
}
