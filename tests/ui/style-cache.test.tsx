import { render, screen } from '@testing-library/react';
import { CacheProvider } from '@emotion/react';
import { Box, Button } from '@mui/material';
import { styleCache } from '../../src/styleCache';

/** The app's style cache: no general vendor prefixer, only the -webkit- forms Safari still needs. */
describe('styleCache', () => {
  const cssText = () =>
    Array.from(document.querySelectorAll('style[data-emotion^="css"]'))
      .map((tag) => tag.textContent)
      .join('');
  /** The declarations of the rule for one element's emotion class. */
  const ruleOf = (element: HTMLElement) => {
    const name = Array.from(element.classList).find((c) => c.startsWith('css-'));
    return cssText().match(new RegExp(`\\.${name}\\{([^}]*)\\}`))?.[1];
  };

  it("keeps -webkit-user-select next to user-select (MUI's buttons)", () => {
    render(
      <CacheProvider value={styleCache}>
        <Button>Save</Button>
      </CacheProvider>,
    );
    expect(ruleOf(screen.getByRole('button', { name: 'Save' }))).toContain('-webkit-user-select:none;user-select:none;');
  });

  it('writes backdrop-filter twice and every other declaration as written', () => {
    render(
      <CacheProvider value={styleCache}>
        <Box sx={{ backdropFilter: 'blur(4px)', appearance: 'none', display: 'flex', transition: 'opacity 1s' }}>Panel</Box>
      </CacheProvider>,
    );
    expect(ruleOf(screen.getByText('Panel'))).toBe(
      '-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px);appearance:none;display:flex;transition:opacity 1s;',
    );
  });
});
