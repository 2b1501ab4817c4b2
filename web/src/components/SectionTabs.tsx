// A dashboard's sections as a tab bar (scrolling sideways on a phone) over the open section's panel. The
// page keeps which tab is open (the address's ?tab=). Named after its dashboard: 'Admin' reads 'Admin
// sections', its tabs are admin-tab-{key} and its panel admin-panel-{key}.
import { memo, type ReactNode } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
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
 * The bar draws again only when the open tab changes, not when the panel's data does: MUI's Tabs measures
 * the page after each of its renders (the indicator's place), which makes the browser lay out the whole
 * page inside that task.
 */
const TabBar = memo(function TabBar<Key extends string>({
  name,
  tabs,
  value,
  onChange,
}: TabBarProps<Key>) {
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
      <Tabs
        value={value}
        onChange={(_event, next: Key) => onChange(next)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={`${name} sections`}
      >
        {tabs.map((t) => (
          <Tab
            key={t.key}
            value={t.key}
            label={t.label}
            id={tabIdOf(name, t.key)}
            aria-controls={panelIdOf(name, t.key)}
          />
        ))}
      </Tabs>
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
