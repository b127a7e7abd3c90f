import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { ViewTabs } from './ViewTabs';

describe('ViewTabs', () => {
  it('is a labelled tab list whose selected tab alone is in the tab order', () => {
    renderWithProviders(<ViewTabs view="newsletters" onSelect={jest.fn()} panelId="panel" />);
    expect(screen.getByRole('tablist', { name: 'Marketplace view' })).toBeInTheDocument();
    const [tools, newsletters] = screen.getAllByRole('tab');
    expect(tools).toHaveAccessibleName('Tools');
    expect(tools).toHaveAttribute('aria-selected', 'false');
    expect(tools).toHaveAttribute('tabindex', '-1');
    expect(newsletters).toHaveAttribute('aria-selected', 'true');
    expect(newsletters).toHaveAttribute('tabindex', '0');
    expect(newsletters).toHaveAttribute('aria-controls', 'panel');
    expect(newsletters).toHaveAttribute('id', 'tab-newsletters');
  });

  it('moves focus with the arrows, Home and End, and selects with Enter or a click', async () => {
    const onSelect = jest.fn();
    const { user } = renderWithProviders(<ViewTabs view="tools" onSelect={onSelect} panelId="panel" />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Tools' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Newsletters' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Tools' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Newsletters' })).toHaveFocus();
    expect(onSelect).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('newsletters');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Tools' })).toHaveFocus();
    await user.click(screen.getByRole('tab', { name: 'Newsletters' }));
    expect(onSelect).toHaveBeenCalledTimes(2);
  });
});
