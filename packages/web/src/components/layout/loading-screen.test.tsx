import fs from 'node:fs';
import path from 'node:path';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoadingScreen } from './loading-screen';

afterEach(cleanup);

/** The nodes of some markup without the whitespace between tags, for comparing structure, classes and text. */
function parsed(html: string): Node {
  const template = document.createElement('template');
  template.innerHTML = html.replace(/>\s+</g, '><').trim();
  return template.content;
}

describe('LoadingScreen', () => {
  it('is painted first from index.html as the very same markup, so nothing moves when the app takes over', () => {
    const indexHtml = fs.readFileSync(path.join(import.meta.dirname, '../../../index.html'), 'utf8');
    const root = new DOMParser().parseFromString(indexHtml, 'text/html').getElementById('root')!;
    const { container } = render(<LoadingScreen />);
    expect(parsed(root.innerHTML).isEqualNode(parsed(container.innerHTML))).toBe(true);
  });
});
