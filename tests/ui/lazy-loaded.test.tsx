/**
 * Components from chunks of their own (src/common/lazyLoaded.tsx): a form dialog loaded on demand renders nothing
 * until its module is in, at once when it already is, and hands a failed chunk to the error boundary; a list
 * preloads its dialogs once its own data is in (src/common/screenSettled.ts).
 */
import { Component, type ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { loadedOnDemand } from '../../src/common/lazyLoaded';
import { usePreloadWhenSettled } from '../../src/common/screenSettled';
import type { ModuleLoader } from '../../src/common/moduleLoader';
import { renderWithAdmin } from './render';

type Forms = { Greeting: (props: { name: string }) => ReactNode };
const forms: Forms = { Greeting: ({ name }) => <p>Hello {name}</p> };

/** A loader whose promise the test settles; `loaded()` as src/common/moduleLoader.ts's: the module once it has resolved. */
function controlledLoader(initial?: Forms) {
  let module = initial;
  let settle: { resolve: (m: Forms) => void; reject: (e: unknown) => void } | undefined;
  const calls = { count: 0 };
  const load = (() => {
    calls.count += 1;
    return new Promise<Forms>((resolve, reject) => {
      settle = { resolve: (m) => resolve((module = m)), reject };
    });
  }) as ModuleLoader<Forms>;
  load.loaded = () => module;
  return { load, calls, resolve: (m: Forms) => settle?.resolve(m), reject: (e: unknown) => settle?.reject(e) };
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
  }
}

describe('loadedOnDemand', () => {
  it('renders nothing until the module is in, then the picked component with its props', async () => {
    const loader = controlledLoader();
    const Greeting = loadedOnDemand(loader.load, (m) => m.Greeting);
    const { container } = render(<Greeting name="Ada" />);
    expect(container).toBeEmptyDOMElement();
    expect(loader.calls.count).toBe(1);
    loader.resolve(forms);
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });

  it('renders at once, without loading again, when the module is already in', () => {
    const loader = controlledLoader(forms);
    const Greeting = loadedOnDemand(loader.load, (m) => m.Greeting);
    render(<Greeting name="Grace" />);
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
    expect(loader.calls.count).toBe(0);
  });

  it('hands a chunk that failed to load to the nearest error boundary', async () => {
    const loader = controlledLoader();
    const Greeting = loadedOnDemand(loader.load, (m) => m.Greeting);
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <Greeting name="Ada" />
      </Boundary>,
    );
    loader.reject(new Error('Failed to fetch dynamically imported module'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch dynamically imported module');
    quiet.mockRestore();
  });
});

describe('usePreloadWhenSettled', () => {
  it("starts the chunk only once the screen's own data is in, and ignores a failure", async () => {
    const loader = controlledLoader();
    const queryClient = new QueryClient();
    let answer: (rows: string[]) => void = () => undefined;
    const rows = queryClient.fetchQuery({ queryKey: ['bootcamps', 'getList'], queryFn: () => new Promise<string[]>((resolve) => (answer = resolve)) });
    function List() {
      usePreloadWhenSettled(loader.load);
      return <p>rows</p>;
    }
    renderWithAdmin(<List />, { queryClient });
    expect(await screen.findByText('rows')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(loader.calls.count).toBe(0);
    answer(['a', 'b']);
    await rows;
    await waitFor(() => expect(loader.calls.count).toBe(1));
    loader.reject(new Error('offline'));
    expect(screen.getByText('rows')).toBeInTheDocument();
  });
});
