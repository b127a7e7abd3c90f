import { render } from '@testing-library/react';
import { DocText } from './DocText';

describe('DocText', () => {
  it('turns `code` spans into <code> and leaves the rest as text, markup included', () => {
    const { container } = render(
      <p>
        <DocText text="Send `Authorization: Bearer <key>`; <b>not</b> HTML, and a lone ` stays." />
      </p>,
    );
    expect(container.querySelectorAll('code')).toHaveLength(1);
    expect(container.querySelector('code')).toHaveTextContent('Authorization: Bearer <key>');
    expect(container.querySelector('b')).toBeNull();
    expect(container).toHaveTextContent('; <b>not</b> HTML, and a lone ` stays.');
  });
});
