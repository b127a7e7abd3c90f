import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../../app/AppProviders';
import { makeStore } from '../../app/store';
import { useToast } from './useToast';

function ShowToast() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast({ title: 'Saved', description: 'All good', variant: 'success' })}>
      Show
    </button>
  );
}

function renderApp() {
  return render(
    <AppProviders store={makeStore()}>
      <ShowToast />
    </AppProviders>,
  );
}

describe('the toast area', () => {
  it('is on the page before any toast, named with its hotkey', () => {
    renderApp();
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(region).toBeEmptyDOMElement();
  });

  it('takes the focus on F8, and then the toast close button once a toast shows', async () => {
    renderApp();
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    fireEvent.keyDown(document.body, { key: 'F8', code: 'F8' });
    expect(region).toHaveFocus();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Show' }));
    expect(await within(region).findByText('Saved')).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'F8', code: 'F8' });
    const close = within(region).getByRole('button', { name: 'Close notification' });
    await waitFor(() => expect(close).toHaveFocus());
    // The focus ripple settles on its own timer.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  });

  it('leaves other keys alone', () => {
    renderApp();
    fireEvent.keyDown(document.body, { key: 'F7', code: 'F7' });
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).not.toHaveFocus();
  });
});
