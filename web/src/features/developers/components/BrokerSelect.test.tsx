import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { useState } from 'react';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { BROKERS_FIXTURE } from '../developerFixtures';
import { BrokerSelect } from './BrokerSelect';

const BROKERS = '*/api/developer/brokers';

function Picker() {
  const [broker, setBroker] = useState('northwind');
  return (
    <>
      <BrokerSelect value={broker} onChange={setBroker} />
      <output aria-label="picked">{broker}</output>
    </>
  );
}

describe('BrokerSelect', () => {
  it('offers only the default, disabled, while the brokers load', async () => {
    server.use(
      http.get(BROKERS, async () => {
        await delay(200);
        return HttpResponse.json({ items: BROKERS_FIXTURE });
      }),
    );
    renderWithProviders(<Picker />);
    const picker = screen.getByRole('combobox', { name: 'Broker' });
    expect(picker).toHaveTextContent('Default broker');
    expect(picker).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Loading brokers...')).toBeInTheDocument();
    expect(await screen.findByText('Northwind Securities')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Broker' })).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByText('Loading brokers...')).not.toBeInTheDocument();
  });

  it('says when the brokers cannot be loaded, keeps the default, and retries', async () => {
    let calls = 0;
    server.use(
      http.get(BROKERS, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ statusCode: 500, message: 'Internal error' }, { status: 500 }) : HttpResponse.json({ items: BROKERS_FIXTURE });
      }),
    );
    const { user } = renderWithProviders(<Picker />);
    expect(await screen.findByText('The brokers could not be loaded: the account opens at the default broker.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Broker' })).toHaveTextContent('Default broker');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Northwind Securities')).toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });

  it('notes that a read-only broker refuses orders', async () => {
    server.use(http.get(BROKERS, () => HttpResponse.json({ items: BROKERS_FIXTURE })));
    const { user } = renderWithProviders(<Picker />);
    const picker = await screen.findByRole('combobox', { name: 'Broker' });
    await screen.findByText('Northwind Securities');
    await user.click(picker);
    await user.click(within(screen.getByRole('listbox', { name: 'Broker' })).getByRole('option', { name: 'Tidewater Brokers (read-only)' }));
    expect(screen.getByRole('status', { name: 'picked' })).toHaveTextContent('tidewater');
    expect(screen.getByText('Read-only: it refuses every order; balances as of the last close.')).toBeInTheDocument();
  });
});
