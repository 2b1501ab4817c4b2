// The step indicator as a screen reader meets it: a named list of the steps in order, each saying whether
// it is done or the current one, and the current step marked as such.
import { screen, within } from '@testing-library/react';
import { ProgressStepper } from '../../src/components/ProgressStepper';
import { renderScreen } from './support/render';

const STEPS = ['Select Device', 'Choose Plan', 'Get Quote'] as const;

/** What a screen reader reads of an element: its text without the parts hidden from it (the icons). */
function spokenText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return copy.textContent ?? '';
}

const steps = () =>
  within(screen.getByRole('list', { name: 'Quote progress' }))
    .getAllByRole('listitem')
    .map((step) => ({
      text: spokenText(step),
      current: step.getAttribute('aria-current'),
    }));

test('when the second step is current, then the first reads completed and the second current step', () => {
  renderScreen(<ProgressStepper steps={STEPS} active={1} aria-label="Quote progress" />);
  expect(steps()).toEqual([
    { text: 'Select Device (completed)', current: null },
    { text: 'Choose Plan (current step)', current: 'step' },
    { text: 'Get Quote', current: null },
  ]);
});

test('when the steps done are given, then each done step reads completed, out of order too', () => {
  renderScreen(
    <ProgressStepper
      steps={STEPS}
      active={1}
      completed={[true, false, true]}
      aria-label="Quote progress"
    />,
  );
  expect(steps().map((step) => step.text)).toEqual([
    'Select Device (completed)',
    'Choose Plan (current step)',
    'Get Quote (completed)',
  ]);
});

test('when every step is done, then none is current', () => {
  renderScreen(<ProgressStepper steps={STEPS} active={3} aria-label="Quote progress" />);
  expect(steps().every((step) => step.text?.endsWith('(completed)') && step.current === null)).toBe(
    true,
  );
});
