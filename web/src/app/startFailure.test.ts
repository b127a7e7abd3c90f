import { screen } from '@testing-library/dom';
import { showStartFailure, START_FAILURE_MESSAGE } from './startFailure';

describe('showStartFailure', () => {
  afterEach(() => document.body.replaceChildren());

  it('says the page could not finish loading, as an alert with a reload button', () => {
    showStartFailure();

    expect(screen.getByRole('alert')).toHaveTextContent(START_FAILURE_MESSAGE);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('says it once, however often the start fails', () => {
    showStartFailure();
    showStartFailure();

    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('reloads the page when the visitor asks', () => {
    const reload = jest.fn();
    showStartFailure(reload);

    screen.getByRole('button', { name: 'Reload' }).click();

    expect(reload).toHaveBeenCalledTimes(1);
  });
});
