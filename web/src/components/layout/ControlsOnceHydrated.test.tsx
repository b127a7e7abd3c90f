import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { ControlsOnceHydrated } from './ControlsOnceHydrated';

const page = (
  <ControlsOnceHydrated>
    <input aria-label="Email" />
    <button type="button">Subscribe</button>
    <a href="/terms-of-use">Terms</a>
  </ControlsOnceHydrated>
);

describe('ControlsOnceHydrated', () => {
  it('keeps the prerendered fields and buttons disabled, and lets go once React has adopted them', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    expect(container.querySelector('fieldset')).toHaveAttribute('disabled');
    expect(container.querySelector('input')).toBeDisabled();
    expect(container.querySelector('button')).toBeDisabled();

    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => void mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(container.querySelector('input')).toBeEnabled();
    expect(container.querySelector('button')).toBeEnabled();
    container.remove();
  });

  it('never disables what the browser draws itself', () => {
    render(page);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Terms' })).toBeVisible();
  });
});
