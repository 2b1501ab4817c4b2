// The dashboards' tab bar for a keyboard user: one tab in the page's tab order (the open one), the arrow
// keys, Home and End moving between tabs without opening them, Enter opening the focused one, and the panel
// named by the open tab.
import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import { SectionTabs } from '../../src/components/SectionTabs';
import { renderScreen } from './support/render';

const TABS = [
  { key: 'overview', label: 'Overview' },
  { key: 'claims', label: 'Claims' },
  { key: 'payments', label: 'Payments' },
] as const;

type Key = (typeof TABS)[number]['key'];

function Dashboard() {
  const [tab, setTab] = useState<Key>('overview');
  return (
    <SectionTabs name="Dashboard" tabs={TABS} value={tab} onChange={setTab}>
      <p>{tab} content</p>
    </SectionTabs>
  );
}

// jsdom lays nothing out: the bar's observer reports a list whose tabs all fit.
class FittingResizeObserver {
  constructor(private readonly report: () => void) {}
  observe() {
    this.report();
  }
  disconnect() {}
}

beforeAll(() => {
  Object.defineProperty(window, 'ResizeObserver', { value: FittingResizeObserver });
});

const tab = (name: string) => screen.getByRole('tab', { name });

describe('the dashboard tab bar', () => {
  it('when a keyboard user arrives, then only the open tab is in the tab order and its panel is named by it', () => {
    renderScreen(<Dashboard />);
    expect(screen.getByRole('tablist', { name: 'Dashboard sections' })).toBeTruthy();
    expect(tab('Overview').getAttribute('aria-selected')).toBe('true');
    expect(tab('Overview').tabIndex).toBe(0);
    expect(tab('Claims').tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel', { name: 'Overview' }).textContent).toBe('overview content');
  });

  it('when the arrows, Home and End are pressed, then the focus moves (wrapping at the ends) and the open tab stays', async () => {
    const view = renderScreen(<Dashboard />);
    act(() => tab('Overview').focus());
    await view.user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Claims'));
    await view.user.keyboard('{End}');
    expect(document.activeElement).toBe(tab('Payments'));
    await view.user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Overview'));
    await view.user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Payments'));
    await view.user.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('Overview'));
    expect(tab('Overview').getAttribute('aria-selected')).toBe('true');
  });

  it('when Enter is pressed on a focused tab, then it opens and its panel shows', async () => {
    const view = renderScreen(<Dashboard />);
    act(() => tab('Overview').focus());
    await view.user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(tab('Payments').getAttribute('aria-selected')).toBe('true');
    expect(tab('Payments').tabIndex).toBe(0);
    expect(tab('Overview').tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel', { name: 'Payments' }).textContent).toBe('payments content');
  });
});
