import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { useHydrating } from './useHydrating';

function Probe({ seen }: { seen: boolean[] }) {
  const hydrating = useHydrating();
  seen.push(hydrating);
  return <p>{hydrating ? 'as prerendered' : 'in the browser'}</p>;
}

describe('useHydrating', () => {
  let container: HTMLDivElement;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => container.remove());

  it('is true while React adopts prerendered markup, so it matches, then false in the render right after', async () => {
    container.innerHTML = '<p>as prerendered</p>';
    const seen: boolean[] = [];
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe seen={seen} />, { onRecoverableError: (error) => void mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(seen[0]).toBe(true);
    expect(seen.at(-1)).toBe(false);
    expect(container.textContent).toBe('in the browser');
  });

  it('is false from the first render of a page the browser draws itself', async () => {
    const seen: boolean[] = [];
    await act(async () => {
      createRoot(container).render(<Probe seen={seen} />);
    });
    expect(seen).not.toContain(true);
    expect(container.textContent).toBe('in the browser');
  });
});
