// A dashboard's sections as a tab bar (scrolling sideways on a phone) over the open section's panel. The
// page keeps which tab is open (the address's ?tab=). Named after its dashboard: 'Admin' reads 'Admin
// sections', its tabs are admin-tab-{key} and its panel admin-panel-{key}.
import type { ReactNode } from 'react';
import { Box, Tab, Tabs } from '@mui/material';

export function SectionTabs<Key extends string>({
  name,
  tabs,
  value,
  onChange,
  children,
}: {
  /** The dashboard's name ('Admin', 'Dashboard'). */
  name: string;
  tabs: ReadonlyArray<{ key: Key; label: string }>;
  value: Key;
  onChange: (next: Key) => void;
  /** The open section. */
  children: ReactNode;
}) {
  const idPrefix = name.toLowerCase();
  const tabIdOf = (key: Key) => `${idPrefix}-tab-${key}`;
  const panelIdOf = (key: Key) => `${idPrefix}-panel-${key}`;
  return (
    <>
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
              id={tabIdOf(t.key)}
              aria-controls={panelIdOf(t.key)}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={panelIdOf(value)} aria-labelledby={tabIdOf(value)}>
        {children}
      </Box>
    </>
  );
}
