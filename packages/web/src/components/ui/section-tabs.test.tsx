import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { SectionTabs } from './section-tabs';

afterEach(cleanup);

const mounted: string[] = [];
function Section({ name }: { name: string }) {
  mounted.push(name);
  return <p>{name} content</p>;
}

function Sections({ initial = 'gameweek' }: { initial?: 'gameweek' | 'table' | 'about' }) {
  const [value, setValue] = useState(initial);
  return (
    <SectionTabs
      label="Group sections"
      value={value}
      onValueChange={setValue}
      tabs={[
        { value: 'gameweek', title: 'Gameweek', content: <Section name="gameweek" /> },
        { value: 'table', title: 'Table', content: <Section name="table" /> },
        { value: 'about', title: 'About', content: <Section name="about" /> },
      ]}
    />
  );
}

describe('SectionTabs', () => {
  it('is a labelled tab list whose open tab alone is selected, the tab stop once focused, and mounted', async () => {
    mounted.length = 0;
    render(<Sections initial="table" />);
    expect(screen.getByRole('tablist', { name: 'Group sections' })).toBeTruthy();
    screen.getByRole('tab', { name: 'Table' }).focus();
    const tabs = screen.getAllByRole('tab');
    await waitFor(() => expect(tabs[1]!.getAttribute('tabindex')).toBe('0'));
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected'), tab.getAttribute('tabindex')])).toEqual([
      ['Gameweek', 'false', '-1'],
      ['Table', 'true', '0'],
      ['About', 'false', '-1'],
    ]);
    expect(screen.getByRole('tabpanel', { name: 'Table' }).textContent).toBe('table content');
    expect(mounted).toEqual(['table']);
  });

  it('moves with the arrow keys, Home and End, opening the tab it reaches', async () => {
    render(<Sections />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    tab('Gameweek').focus();
    fireEvent.keyDown(tab('Gameweek'), { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement).toBe(tab('Table')));
    expect(tab('Table').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Table'), { key: 'End' });
    await waitFor(() => expect(tab('About').getAttribute('aria-selected')).toBe('true'));
    fireEvent.keyDown(tab('About'), { key: 'ArrowRight' });
    await waitFor(() => expect(tab('Gameweek').getAttribute('aria-selected')).toBe('true'));
    fireEvent.keyDown(tab('Gameweek'), { key: 'End' });
    await waitFor(() => expect(document.activeElement).toBe(tab('About')));
    fireEvent.keyDown(tab('About'), { key: 'Home' });
    await waitFor(() => expect(tab('Gameweek').getAttribute('aria-selected')).toBe('true'));
    expect(screen.getByRole('tabpanel').textContent).toBe('gameweek content');
  });

  it('leaves arrow keys with a modifier to the browser (Alt+Left is Back), and points each open tab at its panel', () => {
    render(<Sections />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    tab('Gameweek').focus();
    for (const modifier of ['altKey', 'ctrlKey', 'metaKey', 'shiftKey'])
      expect(fireEvent.keyDown(tab('Gameweek'), { key: 'ArrowRight', [modifier]: true })).toBe(true); // not prevented
    expect(tab('Gameweek').getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    expect(tab('Gameweek').getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('Gameweek').id);
  });
});
