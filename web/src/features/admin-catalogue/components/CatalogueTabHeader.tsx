// The heading row of a catalogue tab: its title and the Add button; below, the list's failure line.
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { Notice } from '../../../components/Notice';

export function CatalogueTabHeader({
  title,
  addLabel,
  onAdd,
  loading,
  failure,
}: {
  title: string;
  addLabel: string;
  onAdd: () => void;
  loading: boolean;
  /** '{Resource} HTTP {status}' when the list failed to load. */
  failure: string | null;
}) {
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem', flexGrow: 1 }}>
          {title}
        </Typography>
        {loading && <CircularProgress size={20} aria-label={`Loading ${title.toLowerCase()}`} />}
        <Button variant="contained" onClick={onAdd}>
          {addLabel}
        </Button>
      </Box>
      {failure && (
        <Notice severity="error" sx={{ mb: 2 }}>
          {failure}
        </Notice>
      )}
    </>
  );
}
