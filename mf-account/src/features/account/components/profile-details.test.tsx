import { render } from '@testing-library/react';
import { BreakableEmail } from './profile-details';

describe('BreakableEmail', () => {
  it('offers line breaks before the @ and the dots only, keeping the address whole', () => {
    const { container } = render(
      <p>
        <BreakableEmail email="ngozi.adaeze.okonkwo-eze@mail.example.com.ng" />
      </p>,
    );
    const paragraph = container.querySelector('p');
    expect(paragraph).toHaveTextContent('ngozi.adaeze.okonkwo-eze@mail.example.com.ng');
    expect(paragraph?.innerHTML).toBe(
      'ngozi<wbr>.adaeze<wbr>.okonkwo-eze<wbr>@mail<wbr>.example<wbr>.com<wbr>.ng',
    );
  });
});
