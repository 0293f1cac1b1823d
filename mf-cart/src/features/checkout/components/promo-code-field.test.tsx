import { screen } from '@testing-library/react';
import { renderUi } from 'shared-contracts/testing/render-ui';
import userEvent from '@testing-library/user-event';
import { PromoCodeField } from './promo-code-field';

it('checks the code, applies it upper-cased, and shows why the quote refused it', async () => {
  const onApply = jest.fn();
  const { rerender } = renderUi(
    <PromoCodeField promoCode={null} pending={false} onApply={onApply} onRemove={jest.fn()} />,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(screen.getByText('Enter a promo code')).toBeInTheDocument();
  expect(onApply).not.toHaveBeenCalled();
  await user.type(screen.getByLabelText('Promo code'), ' blackfriday ');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(onApply).toHaveBeenCalledWith('BLACKFRIDAY');

  const refused = { code: 'BLACKFRIDAY', applied: false, message: 'Spend ₦20,000 or more to use this code' };
  rerender(<PromoCodeField promoCode={refused} pending onApply={onApply} onRemove={jest.fn()} />);
  expect(screen.queryByText(refused.message)).not.toBeInTheDocument();
  rerender(<PromoCodeField promoCode={refused} pending={false} onApply={onApply} onRemove={jest.fn()} />);
  expect(screen.getByText(refused.message)).toBeInTheDocument();
  expect(screen.getByLabelText('Promo code')).toHaveAccessibleDescription(refused.message);
});

it('says an applied code is applied and offers to remove it', async () => {
  const onRemove = jest.fn();
  renderUi(
    <PromoCodeField
      promoCode={{ code: 'BLACKFRIDAY', applied: true, message: null }}
      pending={false}
      onApply={jest.fn()}
      onRemove={onRemove}
    />,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Code BLACKFRIDAY applied');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Remove' }));
  expect(onRemove).toHaveBeenCalled();
});
