// What the catalogue tables' rows share: the name with its Popular badge, Active/Inactive, and the row's
// Edit, Mark Popular (plans and add-ons) and Delete buttons, each named after the record.
import { Button, Stack } from '@mui/material';
import { Badge } from '../../../components/Badge';

export function PopularName({ item }: { item: { name: string; is_popular: boolean } }) {
  return (
    <>
      {item.name}
      {item.is_popular && <Badge label="Popular" color="primary" sx={{ ml: 1 }} />}
    </>
  );
}

export const activeText = (item: { is_active: boolean }) =>
  item.is_active ? 'Active' : 'Inactive';

export function RowActions({
  name,
  onEdit,
  onDelete,
  popular,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  popular?: { onMark: () => void; disabled: boolean };
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      <Button size="small" onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      {popular && (
        <Button
          size="small"
          onClick={popular.onMark}
          disabled={popular.disabled}
          aria-label={`Mark ${name} popular`}
        >
          Mark Popular
        </Button>
      )}
      <Button size="small" color="error" onClick={onDelete} aria-label={`Delete ${name}`}>
        Delete
      </Button>
    </Stack>
  );
}
