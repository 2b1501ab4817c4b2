// The search box and category chips over a public list (blog, news): what is shown is what matches both.
import { useMemo, useState } from 'react';

export function useFilteredList<Item extends { category: string }, Category extends string>(
  items: readonly Item[],
  /** The chips' categories, the first of which shows every item. */
  categories: readonly [Category, ...Category[]],
  /** The text the search box looks in. */
  textOf: (item: Item) => string,
) {
  const all = categories[0];
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<Category>(all);
  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    return items.filter(
      (item) =>
        (category === all || item.category === category) &&
        (q === '' || textOf(item).toLowerCase().includes(q)),
    );
  }, [items, all, textOf, search, category]);
  return { search, setSearch, category, setCategory, shown };
}
