import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { preloadableLazy } from './preloadableLazy';

const Page = ({ name }: { name: string }) => <h1>{name}</h1>;

/** A component loader the test resolves or fails by hand, counting its calls. */
function controlledLoad() {
  const calls: { resolve: (c: typeof Page) => void; reject: (e: Error) => void }[] = [];
  const load = () => new Promise<typeof Page>((resolve, reject) => calls.push({ resolve, reject }));
  return { load, calls };
}

function renderInSuspense(Lazy: ReturnType<typeof preloadableLazy<{ name: string }>>) {
  return render(
    <Suspense fallback={<p>loading</p>}>
      <Lazy name="Terms of Use" />
    </Suspense>,
  );
}

describe('preloadableLazy', () => {
  it('suspends like React.lazy when nothing was preloaded', async () => {
    const { load, calls } = controlledLoad();
    const Lazy = preloadableLazy(load);
    renderInSuspense(Lazy);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => calls[0].resolve(Page));
    expect(screen.getByRole('heading', { name: 'Terms of Use' })).toBeInTheDocument();
  });

  it('renders a preloaded component in its first pass: the fallback is never shown', async () => {
    const { load, calls } = controlledLoad();
    const Lazy = preloadableLazy(load);
    const preloaded = Lazy.preload();
    calls[0].resolve(Page);
    await preloaded;
    renderInSuspense(Lazy);
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Terms of Use' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('loads once for a preload and a render that overlap', async () => {
    const { load, calls } = controlledLoad();
    const Lazy = preloadableLazy(load);
    const preloaded = Lazy.preload();
    renderInSuspense(Lazy);
    await act(async () => calls[0].resolve(Page));
    await preloaded;
    expect(calls).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Terms of Use' })).toBeInTheDocument();
  });

  it('forgets a failed preload, so the render loads again', async () => {
    const { load, calls } = controlledLoad();
    const Lazy = preloadableLazy(load);
    const preloaded = Lazy.preload();
    calls[0].reject(new Error('chunk failed'));
    await expect(preloaded).rejects.toThrow('chunk failed');
    renderInSuspense(Lazy);
    expect(calls).toHaveLength(2);
    await act(async () => calls[1].resolve(Page));
    expect(screen.getByRole('heading', { name: 'Terms of Use' })).toBeInTheDocument();
  });
});
