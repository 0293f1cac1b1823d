import { screen } from '@testing-library/react';
import { renderUi } from '../testing/render-ui';
import { Checkbox, Field, Input, Select, TextField } from './field';

describe('Field', () => {
  it('labels its control, and ties the hint to it', () => {
    renderUi(
      <Field label="Subject" hint="A few words">
        <Input />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Subject' });
    expect(input).toHaveAccessibleDescription('A few words');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('ties its error to the control with aria-describedby and marks it invalid', () => {
    renderUi(<TextField label="Email" type="email" hint="We never share it" error="Email is invalid" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it Email is invalid');
    const errorId = input.getAttribute('aria-describedby')?.split(' ')[1];
    expect(document.getElementById(errorId ?? '')).toHaveTextContent('Email is invalid');
  });

  it('keeps a description the control already has', () => {
    renderUi(
      <>
        <p id="state-help">Lagos, Abuja (FCT), …</p>
        <Field label="State" error="Choose a state">
          <Select aria-describedby="state-help">
            <option>Lagos</option>
          </Select>
        </Field>
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveAccessibleDescription(
      'Choose a state Lagos, Abuja (FCT), …',
    );
  });

  it('ties a checkbox to its error', () => {
    renderUi(<Checkbox label="I agree" error="You must agree to the terms and conditions" />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('You must agree to the terms and conditions');
  });
});
