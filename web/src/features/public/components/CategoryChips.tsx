// The category filter over a public list (blog, news): one pressed chip a category, the chosen one filled.
import { Chip, Stack } from '@mui/material';

export function CategoryChips<Category extends string>({
  categories,
  chosen,
  onChoose,
  labelOf = (category) => category,
  ariaLabel,
}: {
  categories: readonly Category[];
  chosen: Category;
  onChoose: (category: Category) => void;
  labelOf?: (category: Category) => string;
  ariaLabel: string;
}) {
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', my: 2 }}
      role="group"
      aria-label={ariaLabel}
    >
      {categories.map((category) => (
        <Chip
          key={category}
          label={labelOf(category)}
          clickable
          color={category === chosen ? 'primary' : 'default'}
          variant={category === chosen ? 'filled' : 'outlined'}
          onClick={() => onChoose(category)}
          aria-pressed={category === chosen}
        />
      ))}
    </Stack>
  );
}
